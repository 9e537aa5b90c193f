/* eslint-disable security/detect-non-literal-fs-filename -- the secret file is in the data folder of the configuration, never a request's text. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HMAC key of estimator share links when SHARE_LINK_SECRET is not set: a random key kept in
 * a file beside the data, so links sent by email keep working after a restart. Deployments with
 * several API processes set SHARE_LINK_SECRET instead, the same on each.
 */
export function persistedShareLinkSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
