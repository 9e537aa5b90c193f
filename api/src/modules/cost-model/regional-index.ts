import { US_STATES } from '@homeworth/shared-lib/domain';

/**
 * Regional cost index by state: U.S. Bureau of Economic Analysis, Regional Price
 * Parities (RPP), all items, 2023 (released December 12, 2024; table SARPP).
 * US average = 100. The release text confirms CA 112.6, DC 110.8, NJ 108.9,
 * HI 108.6 (highest) and AR 86.5, MS 87.3, SD 88.1 (lowest); the other states are
 * transcribed from the same table. RPPs measure consumer prices, not construction
 * costs: RSMeans' City Cost Index is the trade measure but is proprietary, and
 * the RPPs are the public series the reference notes point to.
 */
export const RPP_2023_BY_STATE: Readonly<Record<string, number>> = {
  AL: 88.5,
  AK: 103.0,
  AZ: 100.5,
  AR: 86.5,
  CA: 112.6,
  CO: 103.0,
  CT: 104.0,
  DE: 98.6,
  DC: 110.8,
  FL: 101.4,
  GA: 96.0,
  HI: 108.6,
  ID: 93.7,
  IL: 100.4,
  IN: 91.0,
  IA: 88.5,
  KS: 90.0,
  KY: 88.7,
  LA: 89.7,
  ME: 97.6,
  MD: 104.6,
  MA: 108.0,
  MI: 93.5,
  MN: 97.5,
  MS: 87.3,
  MO: 90.0,
  MT: 94.3,
  NE: 90.5,
  NV: 98.2,
  NH: 104.1,
  NJ: 108.9,
  NM: 91.0,
  NY: 108.3,
  NC: 93.3,
  ND: 89.5,
  OH: 90.4,
  OK: 88.6,
  OR: 101.5,
  PA: 96.4,
  RI: 99.0,
  SC: 92.3,
  SD: 88.1,
  TN: 91.9,
  TX: 97.2,
  UT: 97.8,
  VT: 98.3,
  VA: 101.7,
  WA: 107.0,
  WV: 88.3,
  WI: 92.3,
  WY: 91.6,
};

export const RPP_SOURCE = 'U.S. Bureau of Economic Analysis, Regional Price Parities by state, all items, 2023';

/** The price index of a state (100 = US average); 'US' or an unknown code gives the national average. */
export function regionalIndex(state: string): { state: string; name: string; index: number; source: string } {
  const index = RPP_2023_BY_STATE[state];
  if (index === undefined) return { state: 'US', name: 'United States (national average)', index: 100, source: RPP_SOURCE };
  return { state, name: US_STATES[state] ?? state, index, source: RPP_SOURCE };
}
