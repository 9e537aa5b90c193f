// "Guess the sale price": the guesses the game accepts. The API scores the guesses
// (api/src/modules/property/guess-the-sale-price/guess-score.ts).

/** Guesses the game accepts, in dollars (below or above is refused as a typo). */
export const GUESS_LIMITS = { min: 10_000, max: 50_000_000 } as const;
