import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): about 50 ms per hash here.
// `Algorithm` is an ambient const enum that isolatedModules cannot inline, hence the literal.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password into a PHC string (`$argon2id$v=19$...`) that embeds its salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the stored hash. A malformed stored hash throws (a data bug, not a wrong password). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let unusableHash: Promise<string> | undefined;

/**
 * Verifies `password` against a hash of a random secret, which never matches: an unknown email
 * then costs a sign-in as much time as a wrong password, so timing does not tell them apart.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  unusableHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verify(await unusableHash, password);
  return false;
}
