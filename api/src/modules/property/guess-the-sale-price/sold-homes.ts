import { placeOfZip, type Place } from '../geography.service';
import type { AreaFacts, PropertyDataProvider } from '../providers/property-data.provider';
import { rng, seedOf } from '../providers/sample-random';
import { estimateValue } from '../valuation.service';

/**
 * Recently sold homes for "guess the sale price". They come from the sample data (deterministic,
 * labelled as sample data): on each day a ZIP code has a sale with DAILY_SALE_CHANCE, drawn from a
 * sequence seeded by the ZIP and the date, so a sale keeps its facts and price, new days bring new
 * sales, and its key (`<zip>-<yyyymmdd>`) finds it again. The product's valuation of a sold home is
 * the report's model (valuation.service.ts) for the sale year; the sale price is what that buyer
 * paid, within 12% of it either way.
 */

/** Chance that a ZIP code has a sale on a given day. */
export const DAILY_SALE_CHANCE = 0.35;
/** Sales this recent count as recently sold. */
export const SOLD_WINDOW_DAYS = 90;
/** The sold home key: ZIP code and sale date. */
export const SALE_KEY_PATTERN = /^(\d{5})-(\d{4})(\d{2})(\d{2})$/;

/**
 * The ZIP codes the game draws its homes from: downtown ZIP codes of twelve metros across the US
 * regions (real ZIP codes from the geography package; the homes in them are sample data).
 */
export const FEATURED_ZIP_CODES = ['78701', '80202', '98101', '60601', '30303', '85004', '02108', '37203', '97205', '27601', '43215', '33602'] as const;

const STREETS = ['Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Willow', 'Birch', 'Walnut', 'Hickory', 'Sycamore', 'Magnolia', 'Aspen', 'Chestnut', 'Laurel'];
const SUFFIX = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Way', 'Pl'];

/** A recently sold home. `salePrice` and `valuation` are for after a guess (the game hides them before). */
export interface SoldHome {
  saleKey: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  buildingArea: number;
  lotSize: number;
  yearBuilt: number;
  saleDate: string;
  salePrice: number;
  /** The product's own valuation of the home for its sale year. */
  valuation: number;
  isSample: boolean;
}

const areas = new Map<string, AreaFacts>();
/** The provider's area facts of a ZIP code (they depend on the ZIP code only). */
function areaOf(provider: PropertyDataProvider, place: Place): AreaFacts {
  const key = `${provider.name}:${place.zipCode}`;
  let area = areas.get(key);
  if (!area) {
    area = provider.homeFacts({
      kukunId: seedOf(`area:${place.zipCode}`) || 1,
      address: place.city,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      latitude: place.latitude,
      longitude: place.longitude,
    }).area;
    areas.set(key, area);
  }
  return area;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const round1000 = (n: number) => Math.round(n / 1000) * 1000;

/** The sale of a ZIP code on a day (YYYY-MM-DD), or null when nothing sold that day. */
export function saleOn(provider: PropertyDataProvider, place: Place, day: string): SoldHome | null {
  const r = rng(seedOf(`sold:${place.zipCode}:${day}`));
  if (!r.chance(DAILY_SALE_CHANCE)) return null;
  const saleYear = Number(day.slice(0, 4));
  const buildingArea = r.int(80, 340) * 10;
  const bedrooms = Math.max(1, Math.min(6, Math.round(buildingArea / 600)));
  const bathrooms = Math.max(1, Math.min(5, Math.round(buildingArea / 800 + r.next())));
  const yearBuilt = r.int(1950, saleYear - 2);
  const lotSize = Math.round((buildingArea * (1.5 + 4 * r.next())) / 100) * 100;
  const conditionScore = r.int(55, 95);
  // Within about 1.5 miles of the ZIP code's centre.
  const miles = 0.2 + 1.3 * r.next();
  const angle = r.next() * 2 * Math.PI;
  const latitude = place.latitude + (miles * Math.cos(angle)) / 69;
  const longitude = place.longitude + (miles * Math.sin(angle)) / (69 * Math.cos((place.latitude * Math.PI) / 180));
  const address = `${r.int(100, 9899)} ${r.pick(STREETS)} ${r.pick(SUFFIX)}`;
  const valuation = round1000(estimateValue({ buildingArea, yearBuilt, bedrooms, bathrooms, conditionScore }, areaOf(provider, place), saleYear));
  const salePrice = round1000(valuation * (0.88 + 0.24 * r.next()));
  return {
    saleKey: `${place.zipCode}-${day.replaceAll('-', '')}`,
    address,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    latitude,
    longitude,
    bedrooms,
    bathrooms,
    buildingArea,
    lotSize,
    yearBuilt,
    saleDate: day,
    salePrice,
    valuation,
    isSample: provider.isSample,
  };
}

const DAY_MS = 86_400_000;

/** The days from `from` to `to` (UTC, YYYY-MM-DD), newest first. */
function daysBetween(from: Date, to: Date): string[] {
  const first = isoDay(from);
  const days: string[] = [];
  for (let t = Date.parse(isoDay(to)); isoDay(new Date(t)) >= first; t -= DAY_MS) days.push(isoDay(new Date(t)));
  return days;
}

/** Sales of a ZIP code from `since` to `now`, newest first. */
export function salesIn(provider: PropertyDataProvider, place: Place, since: Date, now = new Date()): SoldHome[] {
  return daysBetween(since, now).flatMap((day) => saleOn(provider, place, day) ?? []);
}

/** Sales of the last SOLD_WINDOW_DAYS in a ZIP code, newest first. */
export function recentSalesIn(provider: PropertyDataProvider, place: Place, now = new Date()): SoldHome[] {
  return salesIn(provider, place, new Date(now.getTime() - (SOLD_WINDOW_DAYS - 1) * DAY_MS), now);
}

/** Every recent sale of the featured ZIP codes, newest first. */
export function featuredSales(provider: PropertyDataProvider, now = new Date()): SoldHome[] {
  return FEATURED_ZIP_CODES.flatMap((zip) => {
    const place = placeOfZip(zip);
    return place ? recentSalesIn(provider, place, now) : [];
  }).sort((a, b) => b.saleDate.localeCompare(a.saleDate) || a.saleKey.localeCompare(b.saleKey));
}

/** The sold home of a key, if it sold within the window; null otherwise (a malformed key, an unknown ZIP code, no sale that day). */
export function soldHomeByKey(provider: PropertyDataProvider, saleKey: string, now = new Date()): SoldHome | null {
  const m = SALE_KEY_PATTERN.exec(saleKey);
  if (!m) return null;
  const day = `${m[2]}-${m[3]}-${m[4]}`;
  const place = placeOfZip(m[1]!);
  const oldest = isoDay(new Date(now.getTime() - (SOLD_WINDOW_DAYS - 1) * DAY_MS));
  if (!place || Number.isNaN(Date.parse(day)) || day > isoDay(now) || day < oldest) return null;
  return saleOn(provider, place, day);
}
