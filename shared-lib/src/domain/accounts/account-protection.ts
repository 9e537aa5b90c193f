// Account protections shared by the API and the account pages: two-step sign-in, the sign-in link
// offered after repeated wrong passwords, signed-in devices and the account activity log.

/** Error codes of the account protections. */
export const ACCOUNT_PROTECTION_CODES = {
  /** The password (or link) was right; the account needs its authenticator code (args.pendingSignIn). */
  twoStepCodeRequired: 'TWO_STEP_CODE_REQUIRED',
  /** An admin route asked of an admin without two-step sign-in. */
  twoStepRequired: 'TWO_STEP_REQUIRED',
  /** A wrong, reused or expired authenticator or recovery code. */
  twoStepCodeInvalid: 'TWO_STEP_CODE_INVALID',
  /** Enrolment asked for while two-step sign-in is already on. */
  twoStepAlreadyOn: 'TWO_STEP_ALREADY_ON',
} as const;

/** Messages of the account protections (the API sends them; the pages show them as they are). */
export const ACCOUNT_PROTECTION_MESSAGES = {
  twoStepCodeRequired: 'Enter the 6-digit code from your authenticator app.',
  twoStepRequired: 'Admin pages need two-step sign-in. Turn it on in your profile under "Two-step sign-in".',
  twoStepCodeInvalid: 'That code is not right or has been used. Try the current code or a recovery code.',
  twoStepAlreadyOn: 'Two-step sign-in is already on.',
  pendingSignInExpired: 'This sign-in has expired. Please sign in again.',
  signInLinkInvalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  signInLinkSent: 'If an account uses this email, we sent it a sign-in link. It works once, for 15 minutes.',
} as const;

/** Kinds of account activity, as the log stores them. */
export const ACCOUNT_EVENT_KINDS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_IN_LINK',
  'SIGN_IN_GOOGLE',
  'PASSWORD_CHANGED',
  'EMAIL_CHANGED',
  'TWO_STEP_ON',
  'TWO_STEP_OFF',
  'SESSION_SIGNED_OUT',
  'SIGNED_OUT_EVERYWHERE_ELSE',
] as const;

/** One kind of account activity. */
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** What the profile's "Account activity" says for each kind. */
export const ACCOUNT_EVENT_LABELS: Record<AccountEventKind, string> = {
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Failed sign-in (wrong password)',
  SIGN_IN_LINK: 'Signed in with an emailed link',
  SIGN_IN_GOOGLE: 'Signed in with Google',
  PASSWORD_CHANGED: 'Password changed',
  EMAIL_CHANGED: 'Email changed',
  TWO_STEP_ON: 'Two-step sign-in turned on',
  TWO_STEP_OFF: 'Two-step sign-in turned off',
  SESSION_SIGNED_OUT: 'Another device signed out',
  SIGNED_OUT_EVERYWHERE_ELSE: 'Signed out everywhere else',
};

/** Recovery codes given at enrolment (each works once). */
export const RECOVERY_CODE_COUNT = 10;
