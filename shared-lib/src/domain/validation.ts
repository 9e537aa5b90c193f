import { MESSAGES } from './messages';

// A pragmatic address check; the server is the judge (code 10003), this only spares a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True when the text looks like an email address. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim());
}

/** Password rule of the account area: 8+ characters, an uppercase letter, a digit and a special character. */
export function passwordProblem(password: string): string | null {
  const ok =
    password.length >= 8 && password.length <= 128 && /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
  return ok ? null : MESSAGES.passwordRules;
}

/** The "Passwords do not match" rule. */
export function rePasswordProblem(password: string, rePassword: string): string | null {
  return password === rePassword ? null : MESSAGES.passwordsDoNotMatch;
}
