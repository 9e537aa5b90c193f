import { escapeHtml, type Mailer } from '../../providers/mail/mailer';

// The account emails. Links point at the account area's pages, which call the API with the token.

/** Where emailed links point and how mail leaves. */
export interface AccountMailContext {
  mailer: Mailer;
  appBaseUrl: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

/** The plain-text and HTML bodies of a short email with one call to action (used by the estimator share mail too). */
export function layout(greeting: string, lines: string[], action: { label: string; url: string }): { text: string; html: string } {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', 'Homeworth'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    '<p>Homeworth</p>',
  ].join('\n');
  return { text, html };
}

/** The verification link of a new account (or a changed email). */
export function verificationLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}/login/verify-your-email?token=${encodeURIComponent(token)}`;
}

/** The password reset link: the change-password page with the email (`email-f`) and the token. */
export function passwordResetLink(appBaseUrl: string, email: string, token: string): string {
  return `${appBaseUrl}/login/change-password?email-f=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

/** Sends the "verify your email" message. */
export async function sendVerificationEmail(context: AccountMailContext, to: Recipient, token: string): Promise<void> {
  const body = layout(`Hi ${to.firstName},`, ['Please confirm that this is your email address to finish setting up your Homeworth account.', 'The link works for 7 days.'], {
    label: 'Verify my email',
    url: verificationLink(context.appBaseUrl, token),
  });
  await context.mailer.send({ to: to.email, subject: 'Verify your email for Homeworth', ...body });
}

/** Sends the password reset message. */
export async function sendPasswordResetEmail(context: AccountMailContext, to: Recipient, token: string): Promise<void> {
  const body = layout(
    `Hi ${to.firstName},`,
    ['We received a request to reset the password of your Homeworth account.', 'The link works once, for 1 hour. If you did not ask for it, you can ignore this email.'],
    { label: 'Choose a new password', url: passwordResetLink(context.appBaseUrl, to.email, token) },
  );
  await context.mailer.send({ to: to.email, subject: 'Reset your Homeworth password', ...body });
}

/** Tells the owner of an account without a password that someone signed up with its email: the link claims it. */
export async function sendAccountClaimEmail(context: AccountMailContext, to: Recipient, token: string): Promise<void> {
  const body = layout(
    `Hi ${to.firstName},`,
    [
      'Someone tried to create a Homeworth account with this email. You already have an account here, without a password yet.',
      'To sign in, choose a password with the link below: it works once, for 1 hour, and signs out every other device. If it was not you, ignore this email: nothing changed.',
    ],
    { label: 'Choose my password', url: passwordResetLink(context.appBaseUrl, to.email, token) },
  );
  await context.mailer.send({ to: to.email, subject: 'Your Homeworth account', ...body });
}

/** The undo link of an email change, mailed to the previous address. */
export function undoEmailChangeLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}/login/undo-email-change?token=${encodeURIComponent(token)}`;
}

/** Tells the previous address that the account's email changed, with a link that undoes it. */
export async function sendEmailChangedNotice(context: AccountMailContext, to: Recipient, newEmail: string, token: string): Promise<void> {
  const body = layout(
    `Hi ${to.firstName},`,
    [
      `The email of your Homeworth account was changed to ${newEmail}.`,
      'If you did not make this change, use the link below: it puts this address back and signs out every device. It works once, for 7 days.',
    ],
    { label: 'Undo this change', url: undoEmailChangeLink(context.appBaseUrl, token) },
  );
  await context.mailer.send({ to: to.email, subject: 'The email of your Homeworth account was changed', ...body });
}
