import zipcodes from 'zipcodes';
import { US_STATES } from '@homeworth/shared-lib/domain';
import type { PropertyDataProvider } from './providers/property-data.provider';

// A home's forecast follows its market's index: a loaded market's fitted price index (the valuation
// module), otherwise its city's growth: the median of the provider's area growth over the city's
// first MARKET_PANEL_ZIPS ZIP codes, the same panel the city market page shows. Every home of a city
// therefore forecasts at the city page's rate; no home-specific adjustment is made.

/** ZIP codes of a city whose areas make up its market (the city page's panel). */
export const MARKET_PANEL_ZIPS = 8;

/** The growth a forecast compounds, where it comes from and the sentence the report shows. */
export interface MarketGrowth {
  /** Expected yearly growth as a fraction, e.g. 0.035. */
  annualGrowth: number;
  source: 'market-index' | 'city-growth' | 'area-growth';
  /** The market named in the explanation, e.g. "Austin, TX". */
  market: string;
  /** Why the forecast is what it is, in the report's words. */
  explanation: string;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const percent = (growth: number) => `${(Math.round(growth * 1000) / 10).toFixed(1)}%`;

/** The median of whole numbers (the rounded mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

let zipsByCity: Map<string, string[]> | null = null;

/** A city's US ZIP codes in order, as the city pages list them ([] for an unknown city). */
export function cityZipCodes(city: string, state: string): string[] {
  if (!zipsByCity) {
    zipsByCity = new Map();
    const us = Object.values(zipcodes.codes)
      .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip) && US_STATES[z.state])
      .sort((a, b) => a.zip.localeCompare(b.zip));
    for (const z of us) {
      const key = `${z.city.toLowerCase()}|${z.state}`;
      zipsByCity.set(key, [...(zipsByCity.get(key) ?? []), z.zip]);
    }
  }
  return zipsByCity.get(`${city.toLowerCase()}|${state.toUpperCase()}`) ?? [];
}

/** The growth of a city's market from its panel of ZIP codes: the median of their areas' growth, to 0.1%. */
export function panelGrowth(provider: PropertyDataProvider, zipCodes: readonly string[]): number {
  const tenthsOfPercent = zipCodes.slice(0, MARKET_PANEL_ZIPS).map((zipCode) => Math.round(areaGrowthOf(provider, zipCode) * 1000));
  return median(tenthsOfPercent) / 1000;
}

/** One ZIP code's area growth (area facts depend on the ZIP code only). */
function areaGrowthOf(provider: PropertyDataProvider, zipCode: string): number {
  return provider.homeFacts({ kukunId: 0, address: '', city: '', state: '', zipCode, latitude: 0, longitude: 0 }).area.annualGrowth;
}

/** Yearly growth of a monthly price index: its trend over the last 12 months, or its whole span annualised when shorter. */
export function indexGrowth(index: readonly { month: string; trend: number }[]): number | null {
  if (index.length < 2) return null;
  const last = index[index.length - 1]!.trend;
  const span = Math.min(12, index.length - 1);
  const first = index[index.length - 1 - span]!.trend;
  if (!(first > 0) || !(last > 0)) return null;
  return round3(Math.pow(last / first, 12 / span) - 1);
}

const cache = new WeakMap<PropertyDataProvider, Map<string, MarketGrowth>>();

/** The market growth of a home outside a loaded market: its city's, else (a city we cannot place) its own area's. */
export function cityMarketGrowth(provider: PropertyDataProvider, home: { city: string; state: string; zipCode: string }): MarketGrowth {
  const kept = cache.get(provider) ?? new Map<string, MarketGrowth>();
  cache.set(provider, kept);
  const key = `${home.city.toLowerCase()}|${home.state.toUpperCase()}|${home.zipCode}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const zips = cityZipCodes(home.city, home.state);
  const market = `${home.city}, ${home.state}`;
  const growth: MarketGrowth = zips.length
    ? { annualGrowth: panelGrowth(provider, zips), source: 'city-growth', market, explanation: '' }
    : { annualGrowth: round3(areaGrowthOf(provider, home.zipCode)), source: 'area-growth', market: `ZIP ${home.zipCode}`, explanation: '' };
  growth.explanation = explain(growth);
  if (kept.size > 5_000) kept.clear();
  kept.set(key, growth);
  return growth;
}

/** The growth of a home in a loaded market: the yearly growth of the market's fitted index. */
export function loadedMarketGrowth(annualGrowth: number, market: string): MarketGrowth {
  const growth: MarketGrowth = { annualGrowth, source: 'market-index', market, explanation: '' };
  return { ...growth, explanation: explain(growth) };
}

function explain(g: MarketGrowth): string {
  const rate = percent(g.annualGrowth);
  if (g.source === 'market-index')
    return `The forecast applies the ${g.market} market's price index, ${rate} a year over its last 12 months, to this home's value; nothing about this home changes it.`;
  if (g.source === 'city-growth')
    return `The forecast applies ${g.market}'s expected growth, ${rate} a year (the figure on its city page), to this home's value; nothing about this home changes it.`;
  return `The forecast applies the expected growth of ${g.market}, ${rate} a year, to this home's value; nothing about this home changes it.`;
}
