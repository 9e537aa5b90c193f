import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { sessions, users, type UserRow } from './users.tables';
import { ApiError } from '../../http/envelope';
import { sendEmailChangedNotice, type AccountMailContext } from './account-mail.service';
import { endEveryWayIn, voidAccountTokens } from './account-token.service';
import { withPasswordAttempt, type AccountLimits } from './account-throttle';
import { verifyPassword } from './password.service';
import { emailChanges } from './security.tables';
import { hashSessionToken } from './session.service';
import { isUniqueViolation } from './user.service';

// Changing the email of an account: only the person who can sign in may do it,
// and the previous address is told and can undo it, so a stolen session cannot take the account
// by moving it to the thief's inbox (and resetting the password from there).

/** Code of a refused email change: the current password is missing or wrong, or the sign-in is too old. */
export const REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED';

/** An account without a password (Google sign-in) must have signed in this recently to change its email. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** How long the undo link mailed to the previous address works. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** The messages of the email change. */
export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: MESSAGES.currentPasswordRequired,
  passwordWrong: 'The current password is not correct.',
  signInAgain: `For your security, sign in again, then change your email within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  undoLinkInvalid: 'This link is invalid, has expired or was already used.',
  previousEmailTaken: 'The previous email now belongs to another account; please contact support.',
} as const;

const UNDO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function refused(message: string, field: string): ApiError {
  return new ApiError(400, REAUTHENTICATION_REQUIRED, message, { field });
}

/**
 * Checks that the signed-in person may change the email of `user`: the current password (within
 * the account's budget of failed password checks), or, for an account without one, a session
 * started less than FRESH_SIGN_IN_MINUTES ago.
 */
export async function confirmEmailChange(
  db: Database,
  user: UserRow,
  proof: { currentPassword: string | undefined; sessionToken: string | undefined },
  limits: AccountLimits,
): Promise<void> {
  const passwordHash = user.passwordHash;
  if (passwordHash === null) {
    if (!proof.sessionToken || !(await signedInRecently(db, proof.sessionToken))) throw refused(EMAIL_CHANGE_MESSAGES.signInAgain, 'email');
    return;
  }
  const currentPassword = proof.currentPassword;
  if (!currentPassword) throw refused(EMAIL_CHANGE_MESSAGES.passwordRequired, 'currentPassword');
  await withPasswordAttempt(db, user.email, limits, async () => {
    if (!(await verifyPassword(passwordHash, currentPassword))) throw refused(EMAIL_CHANGE_MESSAGES.passwordWrong, 'currentPassword');
  });
}

async function signedInRecently(db: Database, sessionToken: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, hashSessionToken(sessionToken)), isNull(sessions.revokedAt), gt(sessions.createdAt, sql`now() - make_interval(mins => ${FRESH_SIGN_IN_MINUTES})`)),
    )
    .limit(1);
  return row !== undefined;
}

/** Records an email change and mails the notice with its single-use undo link to the previous address. */
export async function notifyEmailChange(
  db: Database,
  mail: AccountMailContext,
  change: { userId: number; firstName: string; previousEmail: string; newEmail: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailChanges).values({
    userId: change.userId,
    previousEmail: change.previousEmail,
    newEmail: change.newEmail,
    undoTokenHash: hashSessionToken(token),
    expiresAt: sql`now() + make_interval(days => ${EMAIL_CHANGE_UNDO_DAYS})`,
  });
  await sendEmailChangedNotice(mail, { email: change.previousEmail, firstName: change.firstName }, change.newEmail, token);
}

/**
 * Follows an undo link: puts the previous email back (verified: the link reached that inbox), ends
 * every session and voids the emailed links that went to the new address. Returns the restored email.
 */
export async function undoEmailChange(db: Database, token: string): Promise<string> {
  const invalid = () => new ApiError(400, 'TOKEN_INVALID', EMAIL_CHANGE_MESSAGES.undoLinkInvalid);
  if (!UNDO_TOKEN_PATTERN.test(token)) throw invalid();
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ undoneAt: sql`now()` })
        .where(and(eq(emailChanges.undoTokenHash, hashSessionToken(token)), isNull(emailChanges.undoneAt), gt(emailChanges.expiresAt, sql`now()`)))
        .returning();
      if (!change) throw invalid();
      await tx.update(users).set({ email: change.previousEmail, accountStatus: 'VERIFIED' }).where(eq(users.id, change.userId));
      await endEveryWayIn(tx, change.userId);
      await voidAccountTokens(tx, change.userId, 'VERIFY_EMAIL');
      return change.previousEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ERROR_CODES.emailExists, EMAIL_CHANGE_MESSAGES.previousEmailTaken);
    throw error;
  }
}
