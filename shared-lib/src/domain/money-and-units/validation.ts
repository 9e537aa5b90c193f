import { MESSAGES } from './messages';

// A pragmatic address check; the server is the judge (code 10003), this only spares a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True when the text looks like an email address. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim());
}

/**
 * Password rule of the account area: 8+ characters, an uppercase letter, a digit and a special
 * character, counted after trimming (spaces around a password are no strength, and a space is no
 * special character). The browser and the API both use this one function.
 */
export function passwordProblem(password: string): string | null {
  const counted = password.trim();
  const ok = counted.length >= 8 && password.length <= 128 && /[A-Z]/.test(counted) && /\d/.test(counted) && /[^A-Za-z0-9\s]/.test(counted);
  return ok ? null : MESSAGES.passwordRules;
}

/** The "Passwords do not match" rule. */
export function rePasswordProblem(password: string, rePassword: string): string | null {
  return password === rePassword ? null : MESSAGES.passwordsDoNotMatch;
}
