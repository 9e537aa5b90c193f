import type { Database } from '../../db/database';
import { accountLimitError, type AccountLimitSetting } from '../../http/rate-limit';
import { countHit, refundHit } from '../../http/rate-limit-store';
import { normalizeEmail } from './user.service';

// Per-account limits (issue 17 item 12), counted in the same database table as the per-address
// limits, so they hold across replicas and whatever address the attempts come from. Keys name the
// email, whether or not an account has it, so a limited answer says nothing about existence.

/** The per-account budgets the security routes apply. */
export interface AccountLimits {
  /** Failed password checks per account: sign-in, password change, email change. */
  loginAttemptLimit: AccountLimitSetting;
  /** Password reset emails per email address. */
  passwordResetLimit: AccountLimitSetting;
}

async function spend(db: Database, key: string, limit: AccountLimitSetting): Promise<void> {
  const hit = await countHit(db, key, limit.timeWindow);
  if (hit.count > limit.max) throw accountLimitError(hit.ttlMs);
}

/**
 * Runs a password check on the account of `email` within its budget of failed attempts: the
 * attempt is counted first (so parallel guesses cannot slip past the limit) and given back when
 * `check` succeeds. Once the budget is spent the answer is 429 until the window ends.
 */
export async function withPasswordAttempt<T>(db: Database, email: string, limits: AccountLimits, check: () => Promise<T>): Promise<T> {
  const key = `login:${normalizeEmail(email)}`;
  await spend(db, key, limits.loginAttemptLimit);
  const result = await check();
  await refundHit(db, key);
  return result;
}

/** Counts one password reset request for `email`; 429 once its budget is spent. */
export function spendPasswordResetAttempt(db: Database, email: string, limits: AccountLimits): Promise<void> {
  return spend(db, `reset:${normalizeEmail(email)}`, limits.passwordResetLimit);
}
