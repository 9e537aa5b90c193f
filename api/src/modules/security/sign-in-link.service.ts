import { ACCOUNT_PROTECTION_MESSAGES as TEXT, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { layout, type AccountMailContext } from './account-mail.service';
import { TOKEN_INVALID } from './account.service';
import { accountTokenUser, consumeAccountToken, issueAccountToken, voidAccountTokens } from './account-token.service';
import { spendSignInLinkAttempt, type AccountLimits } from './account-throttle';
import { userRow } from './profile.service';
import { findUserByEmail, normalizeEmail, toSessionUser } from './user.service';

// The sign-in link offered once wrong passwords slow an account down: its owner signs in through
// their inbox while a guesser waits. Single use, 15 minutes, stored as SHA-256 (account_tokens),
// bound to the address it was sent to, and used only by a click on the confirmation page.

/** The page the link opens; it signs in only when its button is pressed (mail scanners follow links). */
export function signInLinkUrl(appBaseUrl: string, email: string, token: string): string {
  return `${appBaseUrl}/login/sign-in-link?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

/** Emails a sign-in link when an account has this email (a newer link voids the older ones); the same answer either way. */
export async function sendSignInLink(db: Database, mail: AccountMailContext, email: string, limits: AccountLimits): Promise<void> {
  await spendSignInLinkAttempt(db, email, limits);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await voidAccountTokens(db, user.id, 'SIGN_IN_LINK');
  const token = await issueAccountToken(db, user.id, 'SIGN_IN_LINK', user.email);
  const body = layout(
    `Hi ${user.firstName},`,
    [
      'Use the link below to sign in to Homeworth without your password.',
      'It works once, for 15 minutes. If you did not ask for it, you can ignore this email: someone may be guessing your password, and it is safe to change it.',
    ],
    { label: 'Sign in to Homeworth', url: signInLinkUrl(mail.appBaseUrl, user.email, token) },
  );
  await mail.mailer.send({ to: user.email, subject: 'Your Homeworth sign-in link', ...body });
}

/** Uses a sign-in link: its user, when the token is live and was sent to `email` (the account's address now); 400 TOKEN_INVALID otherwise. */
export async function useSignInLink(db: Database, email: string, token: string): Promise<SessionUser> {
  const invalid = () => new ApiError(400, TOKEN_INVALID, TEXT.signInLinkInvalid);
  const owner = await accountTokenUser(db, token, 'SIGN_IN_LINK');
  if (owner === null) throw invalid();
  const user = await userRow(db, owner);
  if (user.email !== normalizeEmail(email)) throw invalid();
  if ((await consumeAccountToken(db, token, 'SIGN_IN_LINK')) !== owner) throw invalid();
  return toSessionUser(user);
}
