import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_PROTECTION_CODES as CODES, ACCOUNT_PROTECTION_MESSAGES as TEXT, ERROR_CODES, RECOVERY_CODE_COUNT } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { pendingSignIns, twoStepFactors, twoStepRecoveryCodes } from './account-protection.tables';
import { hashSessionToken } from './session.service';
import { base32Encode, decryptSecret, encryptSecret, matchingStep, newTotpSecret, otpauthUri } from './totp';

// Two-step sign-in with an authenticator app, its recovery codes, and the pending sign-in between
// the password and the code.

/** How long the pending sign-in between the password and the code lasts. */
export const PENDING_SIGN_IN_MINUTES = 5;
/** Wrong codes one pending sign-in takes before it is void (then the password is asked again, under its delay). */
const PENDING_SIGN_IN_TRIES = 5;

function invalidCode(): ApiError {
  return new ApiError(400, CODES.twoStepCodeInvalid, TEXT.twoStepCodeInvalid);
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
// Recovery codes are typed by people: case, spaces and dashes do not matter.
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether the user has two-step sign-in on. */
export async function hasTwoStep(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoStepFactors.userId })
    .from(twoStepFactors)
    .where(and(eq(twoStepFactors.userId, userId), isNotNull(twoStepFactors.enabledAt)))
    .limit(1);
  return row !== undefined;
}

/** Starts (or restarts) enrolment: a new secret, shown this once as text and as an otpauth:// URI. */
export async function startEnrolment(db: Database, key: Buffer, userId: number, email: string): Promise<{ secret: string; otpauthUri: string }> {
  if (await hasTwoStep(db, userId)) throw new ApiError(409, CODES.twoStepAlreadyOn, TEXT.twoStepAlreadyOn);
  const secret = newTotpSecret();
  const secretEncrypted = encryptSecret(key, secret);
  await db
    .insert(twoStepFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({ target: twoStepFactors.userId, set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` } });
  return { secret: base32Encode(secret), otpauthUri: otpauthUri(secret, email) };
}

/**
 * Accepts an authenticator code once: the step it matches must be later than the last accepted one
 * (one UPDATE, so the same code sent twice at once is still accepted only once).
 */
async function acceptTotp(db: Database, key: Buffer, userId: number, code: string, enabled: boolean): Promise<boolean> {
  const [factor] = await db.select().from(twoStepFactors).where(eq(twoStepFactors.userId, userId)).limit(1);
  if (!factor || (factor.enabledAt !== null) !== enabled) return false;
  const step = matchingStep(decryptSecret(key, factor.secretEncrypted), code, Date.now());
  if (step === null) return false;
  const [accepted] = await db
    .update(twoStepFactors)
    .set({ lastUsedStep: step, ...(enabled ? {} : { enabledAt: sql`now()` }) })
    .where(and(eq(twoStepFactors.userId, userId), or(isNull(twoStepFactors.lastUsedStep), lt(twoStepFactors.lastUsedStep, step))))
    .returning({ userId: twoStepFactors.userId });
  return accepted !== undefined;
}

/** Confirms enrolment with a first code and returns the recovery codes (shown once; stored as SHA-256). */
export async function confirmEnrolment(db: Database, key: Buffer, userId: number, code: string): Promise<string[]> {
  if (!(await acceptTotp(db, key, userId, code.trim(), false))) throw invalidCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.insert(twoStepRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(normalizeRecoveryCode(c)) })));
  return codes;
}

/** Checks an authenticator code or an unused recovery code of an enrolled user (each accepted once); 400 otherwise. */
export async function checkSecondStep(db: Database, key: Buffer, userId: number, code: string): Promise<void> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    if (await acceptTotp(db, key, userId, trimmed, true)) return;
    throw invalidCode();
  }
  const [used] = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoStepRecoveryCodes.userId, userId), eq(twoStepRecoveryCodes.codeHash, hashCode(normalizeRecoveryCode(trimmed))), isNull(twoStepRecoveryCodes.usedAt)))
    .returning({ id: twoStepRecoveryCodes.id });
  if (!used || !(await hasTwoStep(db, userId))) throw invalidCode();
}

/** Turns two-step sign-in off (the caller has checked the password and a code). */
export async function removeTwoStep(db: Database, userId: number): Promise<void> {
  await db.delete(twoStepFactors).where(eq(twoStepFactors.userId, userId));
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
}

/** Records a right password for an enrolled account; the returned token (stored hashed) finishes it with a code. */
export async function createPendingSignIn(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(pendingSignIns).values({ userId, tokenHash: hashSessionToken(token), expiresAt: sql`now() + make_interval(mins => ${PENDING_SIGN_IN_MINUTES})` });
  return token;
}

// A pending sign-in that is unused, not expired and has wrong codes left.
function livePending(token: string) {
  const p = pendingSignIns;
  return and(eq(p.tokenHash, hashSessionToken(token)), isNull(p.usedAt), sql`${p.expiresAt} > now()`, lt(p.failedCodes, PENDING_SIGN_IN_TRIES));
}

function pendingGone(): ApiError {
  return new ApiError(401, ERROR_CODES.unauthenticated, TEXT.pendingSignInExpired);
}

/** The user of a live pending sign-in; 401 for an unknown, used or expired one or after too many wrong codes. */
export async function pendingSignInUser(db: Database, token: string): Promise<number> {
  const [pending] = await db.select({ userId: pendingSignIns.userId }).from(pendingSignIns).where(livePending(token)).limit(1);
  if (!pending) throw pendingGone();
  return pending.userId;
}

/**
 * Finishes a pending sign-in with a code: the user id once the code is right (the pending sign-in is
 * then used up). 401 when it is gone (see pendingSignInUser); 400 for a wrong code.
 */
export async function finishPendingSignIn(db: Database, key: Buffer, token: string, code: string): Promise<number> {
  const p = pendingSignIns;
  const [pending] = await db.select().from(p).where(livePending(token)).limit(1);
  if (!pending) throw pendingGone();
  try {
    await checkSecondStep(db, key, pending.userId, code);
  } catch (error) {
    await db
      .update(p)
      .set({ failedCodes: sql`${p.failedCodes} + 1` })
      .where(eq(p.id, pending.id));
    throw error;
  }
  const [finished] = await db
    .update(p)
    .set({ usedAt: sql`now()` })
    .where(and(eq(p.id, pending.id), isNull(p.usedAt)))
    .returning({ userId: p.userId });
  if (!finished) throw pendingGone();
  return finished.userId;
}

/** How many unused recovery codes the user has. */
export async function twoStepRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
