import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users, type UserRow } from './users.tables';
import { ApiError } from '../../http/envelope';
import { accountTokenUser, consumeAccountToken, endEveryWayIn, issueAccountToken, tokenAddressVerified, voidAccountTokens } from './account-token.service';
import { spendPasswordResetAttempt, withPasswordAttempt, type AccountLimits } from './account-throttle';
import { assertStrongPassword } from './password-strength';
import { sendAccountClaimEmail, sendPasswordResetEmail, sendVerificationEmail, type AccountMailContext } from './account-mail.service';
import { hashPassword, verifyPassword } from './password.service';
import { userProfiles } from './security.tables';
import { findUserByEmail, toSessionUser } from './user.service';

// Email verification and the password flows.

/** Code of an emailed link that is unknown, used or expired. */
export const TOKEN_INVALID = 'TOKEN_INVALID';

async function userById(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  return user;
}

/** Emails a fresh verification link to the user's current address; earlier links stop working. */
export async function startEmailVerification(db: Database, mail: AccountMailContext, user: SessionUser): Promise<void> {
  await voidAccountTokens(db, user.userId, 'VERIFY_EMAIL');
  const token = await issueAccountToken(db, user.userId, 'VERIFY_EMAIL', user.userEmail);
  await sendVerificationEmail(mail, { email: user.userEmail, firstName: user.userFirstName }, token);
}

async function markVerified(db: Database, userId: number): Promise<SessionUser> {
  const [user] = await db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.id, userId)).returning();
  if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  await db
    .insert(userProfiles)
    .values({ userId, verifiedAt: sql`now()` })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { verifiedAt: sql`now()` } });
  return toSessionUser(user);
}

/** Code of a verification link whose address is verified already (the link was used, or a newer one). */
export const ALREADY_VERIFIED = 'ALREADY_VERIFIED';

/**
 * VERIFICATION_PENDING -> VERIFIED through the newest link mailed to the account's current address;
 * 409 ALREADY_VERIFIED when that address is verified already, else 400 TOKEN_INVALID for a bad link.
 */
export async function verifyEmail(db: Database, token: string): Promise<SessionUser> {
  const userId = await consumeAccountToken(db, token, 'VERIFY_EMAIL');
  if (userId === null) {
    if (await tokenAddressVerified(db, token, 'VERIFY_EMAIL')) throw new ApiError(409, ALREADY_VERIFIED, MESSAGES.emailAlreadyVerified);
    throw new ApiError(400, TOKEN_INVALID, MESSAGES.verificationLinkInvalid);
  }
  return markVerified(db, userId);
}

/**
 * Emails a single-use reset link; "No user found for this email!" (code 401) for an unknown email,
 * as the spec's error catalogue requires. Requests per email are limited whether or not it exists.
 */
export async function requestPasswordReset(db: Database, mail: AccountMailContext, email: string, limits: AccountLimits): Promise<void> {
  await spendPasswordResetAttempt(db, email, limits);
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiError(404, ERROR_CODES.noUser, MESSAGES.forgotPasswordNoUser);
  // Only the newest link works.
  await voidAccountTokens(db, user.id, 'RESET_PASSWORD');
  const token = await issueAccountToken(db, user.id, 'RESET_PASSWORD', user.email);
  await sendPasswordResetEmail(mail, { email: user.email, firstName: user.firstName }, token);
}

/**
 * A sign-up named this account, which has no password: its owner (only) is mailed a single-use link
 * to choose one, which ends every other session. Within the address's budget of reset emails; past
 * it, nothing is sent (the sign-up still answers like for any taken email).
 */
export async function mailAccountClaimLink(db: Database, mail: AccountMailContext, user: UserRow, limits: AccountLimits): Promise<void> {
  try {
    await spendPasswordResetAttempt(db, user.email, limits);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  await voidAccountTokens(db, user.id, 'RESET_PASSWORD');
  const token = await issueAccountToken(db, user.id, 'RESET_PASSWORD', user.email);
  await sendAccountClaimEmail(mail, { email: user.email, firstName: user.firstName }, token);
}

// What an attacker tries first for this account: its email and names.
function knownWordsOf(user: { email: string; firstName: string; lastName: string }): string[] {
  return [user.email, user.firstName, user.lastName];
}

async function setPassword(db: Database, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  // Every session, link and pending sign-in ends with the old password.
  await endEveryWayIn(db, userId);
}

/**
 * Sets a new password through an emailed reset link. The link reached the inbox, which proves
 * the email, so a pending account becomes VERIFIED too.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<SessionUser> {
  // The password is judged before the link is used up, so a refused one leaves the link working.
  const owner = await accountTokenUser(db, token, 'RESET_PASSWORD');
  if (owner === null) throw new ApiError(400, TOKEN_INVALID, MESSAGES.resetLinkInvalid);
  assertStrongPassword(password, 'userPass', knownWordsOf(await userById(db, owner)));
  const userId = await consumeAccountToken(db, token, 'RESET_PASSWORD');
  if (userId === null) throw new ApiError(400, TOKEN_INVALID, MESSAGES.resetLinkInvalid);
  await setPassword(db, userId, password);
  return markVerified(db, userId);
}

/**
 * Changes the signed-in user's password after re-authenticating with the previous one (within the
 * account's budget of failed password checks). Every session ends; the route signs this browser in again.
 */
export async function changePassword(db: Database, userId: number, previousPassword: string, password: string, limits: AccountLimits): Promise<void> {
  const user = await userById(db, userId);
  await withPasswordAttempt(db, user.email, limits, async () => {
    const matches = user.passwordHash !== null && (await verifyPassword(user.passwordHash, previousPassword));
    if (!matches) throw new ApiError(400, ERROR_CODES.invalid, MESSAGES.changePasswordFailed);
  });
  assertStrongPassword(password, 'userPass', knownWordsOf(user));
  await setPassword(db, userId, password);
}

/** Creates the first password of an account that has none (pre-registered, or Google sign-in). */
export async function createPassword(db: Database, userId: number, password: string): Promise<void> {
  const user = await userById(db, userId);
  if (user.passwordHash !== null) throw new ApiError(409, 'PASSWORD_EXISTS', MESSAGES.changePasswordFailed);
  assertStrongPassword(password, 'password', knownWordsOf(user));
  await setPassword(db, userId, password);
}
