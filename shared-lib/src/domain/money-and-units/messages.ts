/**
 * The error catalogue. Every app and the API
 * take user-facing texts from here so that one wording is shown everywhere.
 */
export const MESSAGES = {
  signInNoUser: 'No user found for this email.',
  signInInvalidCredentials: 'Invalid credentials!',
  genericError: 'An error has occurred. Please try again later.',
  emailInUse: 'This email is already in use. Do you wish to log in?',
  invalidEmail: 'Invalid email! Try again with a correct format.',
  forgotPasswordNoUser: 'No user found for this email!',
  changePasswordFailed: 'An error occurred while changing the password. Please try again later.',
  agentCreationFailed: 'An error occurred while creating the agent. Please try again later.',
  contractorEmailInUse: 'Failed to create account. This email is already in use.',
  paymentFailed: 'Payment not processed.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRules: 'Password must have at least 8 characters, one uppercase letter, one number and one special character.',
  renderError: 'Something went wrong',
  remoteUnavailable: 'This part of the site is temporarily unavailable',
  tryAgain: 'Try again',
  notSignedIn: 'Please sign in to continue.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  notFound: 'The requested resource does not exist.',
  forbidden: 'You do not have permission to do this.',
  csrf: 'This request was refused because it did not come from the Homeworth app.',
  professionalNotFound: 'No professional found for this user email.',
  professionalValidationFailed: "An error occurred while validating the professional's data.",
  passwordCreationRequired: 'Password creation required to save changes',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Sign in and ask for a new one.',
  emailAlreadyVerified: 'This email address is already verified. You can sign in.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  googleSignInFailed: 'Unauthorized',
  currentPasswordRequired: 'Please enter your current password to change your email.',
} as const;

/** Header the API requires on state-changing requests (custom-header CSRF defence). */
export const CSRF_HEADER = 'X-Requested-With';
/** Value of the CSRF header that the Homeworth HTTP client sends. */
export const CSRF_HEADER_VALUE = 'homeworth';

/** Error codes the API returns in `errors[].code` (the spec's numeric codes keep their meaning). */
export const ERROR_CODES = {
  noUser: 401,
  emailExists: 10001,
  invalid: 10003,
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  csrf: 'CSRF',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  network: 'NETWORK',
} as const;

/** Sign-in message for an API error code. */
export function signInMessage(code: string | number | undefined): string {
  if (code === ERROR_CODES.noUser) return MESSAGES.signInNoUser;
  if (code === ERROR_CODES.invalid) return MESSAGES.signInInvalidCredentials;
  return MESSAGES.genericError;
}

/** Signup message for an API error code. */
export function signUpMessage(code: string | number | undefined): string {
  if (code === ERROR_CODES.emailExists) return MESSAGES.emailInUse;
  if (code === ERROR_CODES.invalid) return MESSAGES.invalidEmail;
  return MESSAGES.genericError;
}
