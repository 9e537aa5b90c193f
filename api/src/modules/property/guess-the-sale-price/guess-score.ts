// "Guess the sale price" scoring: only the API scores; the pages show the scores it answers.

/**
 * Points lost per percent of error: a guess scores 100 - 2 x |error %|, at least 0. So 0% off scores
 * 100, 5% off 90, 10% off 80, 25% off 50, and 50% off or more 0. (Product decision: a professional
 * appraisal within 5-10% of the sale price counts as good, so those guesses score 80-90.)
 */
export const POINTS_PER_PERCENT = 2;

/** Signed error of an estimate against the actual price, in percent with one decimal (positive: too high). */
export function percentError(estimate: number, actual: number): number {
  return Math.round(((estimate - actual) / actual) * 1000) / 10;
}

/** The 0-100 score of one guess. */
export function guessScore(guess: number, actual: number): number {
  const absolutePercent = (Math.abs(guess - actual) / actual) * 100;
  return Math.max(0, Math.round(100 - POINTS_PER_PERCENT * absolutePercent));
}

/** A guess's errors: dollars (signed) and percent (signed, one decimal). */
export function guessErrors(estimate: number, actual: number): { dollars: number; percent: number } {
  return { dollars: estimate - actual, percent: percentError(estimate, actual) };
}

/** The accuracy of a user's guesses. */
export interface GuessAccuracy {
  count: number;
  /** Mean absolute percentage error (MAPE) of the guesses, one decimal; null without guesses. */
  meanAbsolutePercentError: number | null;
  /** The mean of the guesses' 0-100 scores, rounded; null without guesses. */
  accuracyScore: number | null;
}

/** Accuracy over several guesses: their MAPE and their mean score. */
export function guessAccuracy(guesses: readonly { guess: number; actual: number }[]): GuessAccuracy {
  if (guesses.length === 0) return { count: 0, meanAbsolutePercentError: null, accuracyScore: null };
  const mape = guesses.reduce((sum, g) => sum + Math.abs(g.guess - g.actual) / g.actual, 0) / guesses.length;
  const score = guesses.reduce((sum, g) => sum + guessScore(g.guess, g.actual), 0) / guesses.length;
  return { count: guesses.length, meanAbsolutePercentError: Math.round(mape * 1000) / 10, accuracyScore: Math.round(score) };
}
