/** The earliest year built a home may be given: older records are data errors in practice. */
export const YEAR_BUILT_MIN = 1700;

/** The latest year built: this year (a home is not built in the future). */
export const latestYearBuilt = (now: Date = new Date()): number => now.getFullYear();

/** "1700 to 2026": the range every year-built field states and checks. */
export const yearBuiltRange = (currentYear: number = latestYearBuilt()): string => `${YEAR_BUILT_MIN} to ${currentYear}`;

/** Why a year built is refused, or null: a whole year from YEAR_BUILT_MIN to this year. */
export function yearBuiltProblem(year: number, currentYear: number = latestYearBuilt()): string | null {
  return Number.isInteger(year) && year >= YEAR_BUILT_MIN && year <= currentYear ? null : `Year built must be a year from ${yearBuiltRange(currentYear)}.`;
}
