/**
 * IECC climate zone of a home, from its state and, where a state spans several zones, its ZIP code's
 * first three digits (the sectional center, a county or a group of counties).
 *
 * Source: International Energy Conservation Code 2021, Table R301.1 "Climate zones, moisture regimes
 * and warm-humid designations by state and county", as mapped by the U.S. Department of Energy's
 * Building America program (PNNL, "Guide to Determining Climate Regions by County", and the DOE/IECC
 * climate zone map). The state figure is the zone most of the state's homes are in; the ZIP-prefix
 * rows name the counties of the larger metros (and every city the sample data uses: Austin, Denver,
 * Boulder, Tampa, Portland, Columbus, Boston) where they differ from it or where the state is split.
 */

/** A climate zone: number 1 (very hot) to 8 (subarctic) and moisture regime A (humid), B (dry), C (marine). */
export interface ClimateZone {
  zone: string;
  number: number;
  moisture: 'A' | 'B' | 'C' | '';
  label: string;
  source: string;
}

export const CLIMATE_ZONE_SOURCE = 'IECC 2021 Table R301.1 (climate zones by state and county); DOE Building America climate zone map';

/** The zone most of each state's homes are in (IECC 2021). */
const STATE_ZONES: Record<string, string> = {
  AL: '3A',
  AK: '7',
  AZ: '2B',
  AR: '3A',
  CA: '3B',
  CO: '5B',
  CT: '5A',
  DE: '4A',
  DC: '4A',
  FL: '2A',
  GA: '3A',
  HI: '1A',
  ID: '5B',
  IL: '5A',
  IN: '5A',
  IA: '5A',
  KS: '4A',
  KY: '4A',
  LA: '2A',
  ME: '6A',
  MD: '4A',
  MA: '5A',
  MI: '5A',
  MN: '6A',
  MS: '3A',
  MO: '4A',
  MT: '6B',
  NE: '5A',
  NV: '3B',
  NH: '6A',
  NJ: '4A',
  NM: '4B',
  NY: '5A',
  NC: '4A',
  ND: '6A',
  OH: '5A',
  OK: '3A',
  OR: '4C',
  PA: '5A',
  RI: '5A',
  SC: '3A',
  SD: '6A',
  TN: '4A',
  TX: '2A',
  UT: '5B',
  VT: '6A',
  VA: '4A',
  WA: '4C',
  WV: '5A',
  WI: '6A',
  WY: '6B',
  PR: '1A',
  GU: '1A',
  VI: '1A',
};

/** ZIP prefixes (first 3 digits) whose counties sit in another zone than their state's figure. */
const ZIP_PREFIX_ZONES: Record<string, string> = {
  // Texas: Dallas and Tarrant counties 3A; Travis (Austin), Bexar, Harris 2A; El Paso 3B; Potter/Randall (Amarillo) 4B.
  '750': '3A',
  '751': '3A',
  '752': '3A',
  '753': '3A',
  '760': '3A',
  '761': '3A',
  '762': '3A',
  '787': '2A',
  '786': '2A',
  '782': '2A',
  '770': '2A',
  '772': '2A',
  '773': '2A',
  '774': '2A',
  '775': '2A',
  '798': '3B',
  '799': '3B',
  '790': '4B',
  '791': '4B',
  // California: San Francisco, Alameda 3C; Los Angeles, San Diego, Sacramento, Fresno 3B; Lake Tahoe (Placer/El Dorado high country) 6B.
  '940': '3C',
  '941': '3C',
  '944': '3C',
  '945': '3C',
  '946': '3C',
  '947': '3C',
  '948': '3C',
  '900': '3B',
  '901': '3B',
  '902': '3B',
  '917': '3B',
  '921': '3B',
  '958': '3B',
  '937': '3B',
  '961': '6B',
  // Colorado: Denver, Boulder 5B; the mountain counties 7.
  '800': '5B',
  '802': '5B',
  '803': '5B',
  '804': '5B',
  '816': '7',
  // Florida: Miami-Dade, Broward, Monroe 1A; Hillsborough (Tampa) 2A.
  '330': '1A',
  '331': '1A',
  '332': '1A',
  '333': '1A',
  '340': '1A',
  '336': '2A',
  // Oregon: Multnomah (Portland) 4C; Deschutes (Bend) 5B.
  '970': '4C',
  '971': '4C',
  '972': '4C',
  '977': '5B',
  // Washington: King (Seattle) 4C; Spokane 5B.
  '980': '4C',
  '981': '4C',
  '990': '5B',
  '991': '5B',
  '992': '5B',
  // Arizona: Maricopa (Phoenix) 2B; Coconino (Flagstaff) 5B.
  '850': '2B',
  '852': '2B',
  '853': '2B',
  '860': '5B',
  // Nevada: Clark (Las Vegas) 3B; Washoe (Reno) 5B.
  '889': '3B',
  '890': '3B',
  '891': '3B',
  '894': '5B',
  '895': '5B',
  // New York: New York City and Long Island 4A.
  '100': '4A',
  '101': '4A',
  '102': '4A',
  '103': '4A',
  '104': '4A',
  '110': '4A',
  '111': '4A',
  '112': '4A',
  '113': '4A',
  '114': '4A',
  '116': '4A',
  '117': '4A',
  '118': '4A',
  '119': '4A',
  // Pennsylvania: Philadelphia 4A.
  '190': '4A',
  '191': '4A',
  // Ohio: Franklin (Columbus) 5A, Hamilton (Cincinnati) 4A.
  '430': '5A',
  '431': '5A',
  '432': '5A',
  '450': '4A',
  '451': '4A',
  '452': '4A',
  // Massachusetts: Suffolk (Boston) 5A.
  '021': '5A',
  '022': '5A',
  // Illinois: Cook (Chicago) 5A; Georgia: Fulton (Atlanta) 3A; Minnesota: Hennepin 6A.
  '606': '5A',
  '303': '3A',
  '554': '6A',
};

const ZONE_NAMES = ['', 'Very hot', 'Hot', 'Warm', 'Mixed', 'Cool', 'Cold', 'Very cold', 'Subarctic'];
const MOISTURE_NAMES = { A: 'humid', B: 'dry', C: 'marine', '': '' } as const;

/** A zone code such as "5B" as a ClimateZone. */
export function climateZoneOf(code: string): ClimateZone {
  const number = Number(code[0]);
  const moisture = (code[1] ?? '') as ClimateZone['moisture'];
  const label = `${ZONE_NAMES[number]}${moisture ? `, ${MOISTURE_NAMES[moisture]}` : ''} (zone ${code})`;
  return { zone: code, number, moisture, label, source: CLIMATE_ZONE_SOURCE };
}

/** The IECC climate zone of a home in `state` (two-letter code) with ZIP code `zipCode`; mixed zone 4A when the state is unknown. */
export function climateZoneFor(state: string, zipCode: string): ClimateZone {
  const code = ZIP_PREFIX_ZONES[zipCode.slice(0, 3)] ?? STATE_ZONES[state.toUpperCase()] ?? '4A';
  return climateZoneOf(code);
}
