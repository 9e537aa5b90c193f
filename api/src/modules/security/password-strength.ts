import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';

// Beyond the spec's character rule (shared-lib passwordProblem), a new password must not be easy to
// guess: not on the common-password list, and scored at least "somewhat
// guessable" by zxcvbn-ts, with the account's own email and names counted as known words.

/**
 * The lowest zxcvbn score a new password may have. 0 and 1 mean "too guessable" and "very
 * guessable" (under about a million guesses: an online attack gets there); 2 and up are accepted.
 */
export const MIN_PASSWORD_SCORE = 2;

/** The messages of a refused new password. */
export const PASSWORD_STRENGTH_MESSAGES = {
  common: 'This password is on a list of commonly used passwords. Please choose another one.',
  weak: 'This password is too easy to guess. Please use a longer password with less common words or characters.',
} as const;

let zxcvbn: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

// Built on first use: the dictionaries take a moment to load and most requests never need them.
function estimator(): { zxcvbn: ZxcvbnFactory; commonPasswords: Set<string> } {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  commonPasswords ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return { zxcvbn, commonPasswords };
}

/** Why a new password that meets the character rule is still refused, or null when it is fine. */
export function passwordStrengthProblem(password: string, userInputs: string[] = []): string | null {
  const { zxcvbn, commonPasswords } = estimator();
  if (commonPasswords.has(password.trim().toLowerCase())) return PASSWORD_STRENGTH_MESSAGES.common;
  // The email's local part and the names are what an attacker tries first for this account.
  const known = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((word) => word.length > 2);
  return zxcvbn.check(password, known).score < MIN_PASSWORD_SCORE ? PASSWORD_STRENGTH_MESSAGES.weak : null;
}

/** Throws 400 VALIDATION (with `args.field`, the form field holding it) for an easily guessed new password. */
export function assertStrongPassword(password: string, field: string, userInputs: string[] = []): void {
  const problem = passwordStrengthProblem(password, userInputs);
  if (problem) throw new ApiError(400, ERROR_CODES.validation, problem, { field });
}
