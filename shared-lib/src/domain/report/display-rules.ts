// Display rules shared by the pages: dates, long addresses, ratings.

/** The spec's date messages. */
export const DATE_MESSAGES = { missing: 'No date', invalid: 'Date format is not valid' } as const;

/**
 * A date as pages show it ("Nov 23, 2026"): nothing gives "No date"; text without a dash or a
 * slash, or one that is no date at all, gives "Date format is not valid".
 */
export function displayDate(value: string | null | undefined): string {
  if (value === undefined || value === null || value.trim() === '') return DATE_MESSAGES.missing;
  if (!/[-/]/.test(value)) return DATE_MESSAGES.invalid;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return DATE_MESSAGES.invalid;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Addresses longer than this get the short description wording. */
export const LONG_ADDRESS_LENGTH = 33;

/** The sentence that introduces a home: the address inline when it fits, "this home" with the address on its own line otherwise. */
export function homeDescription(address: string): { sentence: string; addressOnOwnLine: boolean } {
  const trimmed = address.trim();
  return trimmed.length > LONG_ADDRESS_LENGTH
    ? { sentence: 'Here is what we know about this home.', addressOnOwnLine: true }
    : { sentence: `Here is what we know about ${trimmed}.`, addressOnOwnLine: false };
}

/** A 0-100 score as a 0-5 rating (the rating helper): clamped, to one decimal. */
export function ratingOutOfFive(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(100, Math.max(0, score));
  return Math.round((clamped / 20) * 10) / 10;
}
