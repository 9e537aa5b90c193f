import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { AccountLimitSetting } from '../../http/rate-limit';
import { countHit } from '../../http/rate-limit-store';
import { accountLimitError } from '../../http/rate-limit';
import { loginFailures } from './account-protection.tables';
import { normalizeEmail } from './user.service';

// Per-account protections, counted in the database so they hold across replicas and whatever address
// the attempts come from. Keys name the email, whether or not an account has it, so an answer says
// nothing about existence.

/**
 * The sign-in delay: the first `freeFailures` wrong passwords cost nothing; from then on every
 * further attempt must wait `firstDelayMs`, doubling with each failure up to `maxDelayMs`. It slows
 * a guesser down without locking the owner out (a sign-in link by email still works).
 */
export interface LoginDelaySetting {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A count untouched this long starts again from zero. */
  forgetAfterMs: number;
}

/** 5 free failures, then 15 s, 30 s, 1 min, ... at most 15 minutes; forgotten after a day. */
export const LOGIN_DELAY: LoginDelaySetting = { freeFailures: 5, firstDelayMs: 15_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 };

/** The per-account budgets the security routes apply. */
export interface AccountLimits {
  /** Failed password checks per account: sign-in, password change, email change. */
  loginDelay: LoginDelaySetting;
  /** Password reset emails per email address (and sign-in link emails, counted apart). */
  passwordResetLimit: AccountLimitSetting;
}

async function spend(db: Database, key: string, limit: AccountLimitSetting): Promise<void> {
  const hit = await countHit(db, key, limit.timeWindow);
  if (hit.count > limit.max) throw accountLimitError(hit.ttlMs);
}

// When the next attempt may be made after `failures` failures: none while free, then doubling, capped.
function delaySql(failures: unknown, s: LoginDelaySetting) {
  return sql`CASE WHEN ${failures} < ${s.freeFailures} THEN NULL ELSE now() + make_interval(secs => least(${s.maxDelayMs / 1000}::double precision, ${s.firstDelayMs / 1000}::double precision * power(2, ${failures} - ${s.freeFailures}))) END`;
}

/** 429 RATE_LIMITED with how long to wait (args and the Retry-After header) and that a sign-in link is offered. */
function loginDelayError(waitMs: number): ApiError {
  const error = accountLimitError(waitMs);
  return new ApiError(429, ERROR_CODES.rateLimited, error.message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), signInLink: true });
}

let lastSweep = 0;
// Counts nobody has added to for `forgetAfterMs` are deleted, at most once a minute per process.
async function forgetOldFailures(db: Database, s: LoginDelaySetting): Promise<void> {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  const f = loginFailures;
  await db
    .delete(f)
    .where(sql`${f.lastFailureAt} < now() - make_interval(secs => ${s.forgetAfterMs / 1000}::double precision) AND (${f.blockedUntil} IS NULL OR ${f.blockedUntil} < now())`);
}

/**
 * Runs a password check on the account of `email` under the sign-in delay. The attempt is counted as a
 * failure before the check (one UPDATE, so parallel guesses cannot slip past the delay) and the count
 * is cleared when `check` succeeds. While the delay runs the answer is 429, even for the right password.
 * A sign-in by link leaves the count alone, so a guesser gains nothing from the owner's link.
 */
export function withPasswordAttempt<T>(db: Database, email: string, limits: AccountLimits, check: () => Promise<T>): Promise<T> {
  return withCountedAttempt(db, `login:${normalizeEmail(email)}`, limits.loginDelay, check);
}

/**
 * The same delay for authenticator and recovery codes, counted apart from passwords: someone who knows
 * the password cannot reset the code count by giving the password again.
 */
export function withSecondStepAttempt<T>(db: Database, email: string, limits: AccountLimits, check: () => Promise<T>): Promise<T> {
  return withCountedAttempt(db, `two-step:${normalizeEmail(email)}`, limits.loginDelay, check);
}

async function withCountedAttempt<T>(db: Database, key: string, s: LoginDelaySetting, check: () => Promise<T>): Promise<T> {
  const f = loginFailures;
  const forgotten = sql`${f.lastFailureAt} < now() - make_interval(secs => ${s.forgetAfterMs / 1000}::double precision)`;
  const nextCount = sql`CASE WHEN ${forgotten} THEN 1 ELSE ${f.failures} + 1 END`;
  await forgetOldFailures(db, s);
  await db.insert(f).values({ emailKey: key, failures: 0 }).onConflictDoNothing();
  const [counted] = await db
    .update(f)
    .set({ failures: nextCount, lastFailureAt: sql`now()`, blockedUntil: delaySql(nextCount, s) })
    .where(sql`${f.emailKey} = ${key} AND (${f.blockedUntil} IS NULL OR ${f.blockedUntil} <= now())`)
    .returning({ failures: f.failures });
  if (!counted) {
    const [row] = await db
      .select({ waitMs: sql<number>`greatest(1000, ceil(extract(epoch from (${f.blockedUntil} - now())) * 1000))::integer` })
      .from(f)
      .where(eq(f.emailKey, key));
    throw loginDelayError(Number(row?.waitMs ?? 1000));
  }
  const result = await check();
  await db.delete(f).where(eq(f.emailKey, key));
  return result;
}

/** Counts one password reset request for `email`; 429 once its budget is spent. */
export function spendPasswordResetAttempt(db: Database, email: string, limits: AccountLimits): Promise<void> {
  return spend(db, `reset:${normalizeEmail(email)}`, limits.passwordResetLimit);
}

/** Counts one sign-in link request for `email` (the same budget as reset emails, its own count). */
export function spendSignInLinkAttempt(db: Database, email: string, limits: AccountLimits): Promise<void> {
  return spend(db, `sign-in-link:${normalizeEmail(email)}`, limits.passwordResetLimit);
}
