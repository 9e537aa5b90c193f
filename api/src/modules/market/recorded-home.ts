// A recorded sale opens as a home report. Address-derived report ids (kukunId) lie in 1..2,000,000,000
// (property-identity.service.ts folds its hash into that range); recorded homes take the ids above it,
// numbered by the sale's home_number, so the two can never collide.

/** The first report id of recorded homes, minus one. */
export const RECORDED_HOME_ID_BASE = 2_000_000_000;
const INT4_MAX = 2_147_483_647;

/** The report id (kukunId) of the recorded home with this home number. */
export function recordedHomeId(homeNumber: number): number {
  return RECORDED_HOME_ID_BASE + homeNumber;
}

/** The home number a report id names, or undefined when it is an address's id. */
export function homeNumberOf(kukunId: number): number | undefined {
  return Number.isInteger(kukunId) && kukunId > RECORDED_HOME_ID_BASE && kukunId <= INT4_MAX ? kukunId - RECORDED_HOME_ID_BASE : undefined;
}
