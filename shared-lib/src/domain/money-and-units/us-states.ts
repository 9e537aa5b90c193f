/** US states and the District of Columbia by USPS code, for address answers and regional prices. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * The label of a cost: "Iowa prices" where it is adjusted by the state's regional price index (every
 * state above has one: BEA Regional Price Parities), "National average" only where the national figure is shown.
 */
export const pricesLabel = (state: string | null | undefined): string => (state && US_STATES[state] ? `${US_STATES[state]} prices` : 'National average');

/** How an estimate's prices were made, in words: national unit costs, adjusted by the state's index where one applies. */
export function pricesNote(region: { state: string; name: string; index: number }): string {
  if (!US_STATES[region.state]) return 'National average prices for the scope you described';
  return `${pricesLabel(region.state)}: national unit costs for the scope you described, adjusted by ${region.name}’s regional price index (${region.index})`;
}

/** What a city page's project costs are for, in words: the estimator's price for a typical home of the city. */
export function typicalHomeCostsNote(city: string, state: string, home: { buildingArea: number; yearBuilt: number; homesSampled: number }): string {
  return `Priced by our estimator for a typical home of ${city}: ${home.buildingArea.toLocaleString('en-US')} sq ft, built in ${home.yearBuilt} (the median of the ${home.homesSampled} homes we sampled here), at ${pricesLabel(state)}. A home’s own report prices its own size and age.`;
}
