import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountTokens, ACCOUNT_TOKEN_PURPOSES } from './security.tables';
import { users } from './users.tables';
import { pendingSignIns } from './account-protection.tables';
import { hashSessionToken, revokeAllSessions } from './session.service';

/** What an emailed token is for. */
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long an emailed link works: a week to verify an email, an hour to reset a password (OWASP's advice: short). */
export const TOKEN_TTL_MINUTES: Record<AccountTokenPurpose, number> = {
  VERIFY_EMAIL: 7 * 24 * 60,
  RESET_PASSWORD: 60,
  SIGN_IN_LINK: 15,
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Issues a single-use token for `userId`, mailed to `email`, and returns it (only its SHA-256 is stored). */
export async function issueAccountToken(db: Database, userId: number, purpose: AccountTokenPurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashSessionToken(token),
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_TTL_MINUTES[purpose]})`,
  });
  return token;
}

// A token that is this one, for this purpose, unused, not expired, and mailed to the account's current address.
function usableToken(token: string, purpose: AccountTokenPurpose) {
  return and(
    eq(accountTokens.tokenHash, hashSessionToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
    sql`${accountTokens.email} = (select ${users.email} from ${users} where ${users.id} = ${accountTokens.userId})`,
  );
}

/**
 * Uses a token: marks it used and returns its user id, or null when it is unknown, expired,
 * already used, meant for something else or mailed to an address the account no longer has. One UPDATE, so two clicks cannot both succeed.
 */
export async function consumeAccountToken(db: Database, token: string, purpose: AccountTokenPurpose): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usableToken(token, purpose))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** The user of a usable token (unknown, expired, used or other-purpose: null), without using it up. */
export async function accountTokenUser(db: Database, token: string, purpose: AccountTokenPurpose): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select({ userId: accountTokens.userId }).from(accountTokens).where(usableToken(token, purpose)).limit(1);
  return row?.userId ?? null;
}

/** Whether this token (in any state) was mailed to the address its account now has, already verified. */
export async function tokenAddressVerified(db: Database, token: string, purpose: AccountTokenPurpose): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashSessionToken(token)), eq(accountTokens.purpose, purpose), eq(accountTokens.email, users.email), eq(users.accountStatus, 'VERIFIED')))
    .limit(1);
  return row !== undefined;
}

/** Voids every unused token of one purpose for a user (a new reset link voids the older ones). */
export async function voidAccountTokens(db: Database, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/**
 * Ends every way into the account but a new password or sign-in: its sessions, its reset and sign-in links and
 * its pending sign-ins (a right password waiting for its code). After a new password, or an email change undone.
 */
export async function endEveryWayIn(db: Database, userId: number): Promise<void> {
  await revokeAllSessions(db, userId);
  await voidAccountTokens(db, userId, 'RESET_PASSWORD');
  await voidAccountTokens(db, userId, 'SIGN_IN_LINK');
  await db
    .update(pendingSignIns)
    .set({ usedAt: sql`now()` })
    .where(and(eq(pendingSignIns.userId, userId), isNull(pendingSignIns.usedAt)));
}
