import zipcodes from 'zipcodes';

/**
 * US geography from the `zipcodes` registry package (BSD): ZIP code, city, state
 * and the ZIP's centroid. The package also holds Canadian codes; only US ones are used.
 */

/** One US ZIP code with its city, state and centroid. */
export interface Place {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

let cache: { places: Place[]; byZip: Map<string, Place> } | null = null;

function index() {
  if (!cache) {
    const places = Object.values(zipcodes.codes)
      .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip))
      .map((z) => ({ zipCode: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }))
      .sort((a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state) || a.zipCode.localeCompare(b.zipCode));
    cache = { places, byZip: new Map(places.map((p) => [p.zipCode, p])) };
  }
  return cache;
}

/** The place of a US ZIP code, or undefined. */
export function placeOfZip(zipCode: string): Place | undefined {
  return index().byZip.get(zipCode.trim().slice(0, 5));
}

let citiesByState: Map<string, Map<string, string>> | null = null;

/** The registry's spelling of `city` (any case) when it is a place in the US state `state` (abbreviation), else undefined. */
export function placeNameInState(city: string, state: string): string | undefined {
  if (!citiesByState) {
    citiesByState = new Map();
    for (const p of index().places) {
      const cities = citiesByState.get(p.state) ?? new Map<string, string>();
      cities.set(p.city.toLowerCase(), p.city);
      citiesByState.set(p.state, cities);
    }
  }
  return citiesByState.get(state)?.get(city.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** US state abbreviation for a name or abbreviation ("texas", "TX"), or undefined. */
export function normaliseState(state: string): string | undefined {
  const trimmed = state.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    return zipcodes.states.abbr[upper] ? upper : undefined;
  }
  // `states.full` maps the upper-case full name to the abbreviation.
  return zipcodes.states.full[trimmed.toUpperCase().replace(/\s+/g, ' ')];
}

/**
 * Places matching the location part of a query: a ZIP prefix ("787"), a city
 * prefix ("aus"), or a city and state ("austin, tx" / "austin tx"). A city that
 * matches exactly lists its ZIP codes; prefixes list one entry per city.
 */
export function searchPlaces(location: string, limit: number): Place[] {
  const text = location.trim().replace(/\s+/g, ' ');
  if (text.length === 0) return [];
  const { places } = index();
  const zip = (/^(\d{3,5})$/.exec(text) ?? /\b(\d{5})$/.exec(text))?.[1];
  if (zip)
    return places
      .filter((p) => p.zipCode.startsWith(zip))
      .sort((a, b) => a.zipCode.localeCompare(b.zipCode))
      .slice(0, limit);

  const withState = /^(.*?)[,\s]+([A-Za-z]{2})$/.exec(text);
  const state = withState?.[2] ? normaliseState(withState[2]) : undefined;
  const city = (state && withState?.[1] !== undefined ? withState[1] : text).replace(/,$/, '').trim().toLowerCase();
  if (city.length < 2) return [];
  const matching = places.filter((p) => p.city.toLowerCase().startsWith(city) && (!state || p.state === state));
  const exact = matching.filter((p) => p.city.toLowerCase() === city);
  const exactCities = new Set(exact.map((p) => `${p.city}|${p.state}`));
  if (exactCities.size === 1) return exact.slice(0, limit);
  const seen = new Set<string>();
  const perCity: Place[] = [];
  for (const p of matching) {
    const key = `${p.city}|${p.state}`;
    if (!seen.has(key)) {
      seen.add(key);
      perCity.push(p);
    }
  }
  return perCity.slice(0, limit);
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a));
}

/** US ZIP codes whose centroid lies within `miles` of a point, nearest first, at most `limit`. */
export function placesWithin(latitude: number, longitude: number, miles: number, limit: number): (Place & { miles: number })[] {
  // A degree of latitude is about 69 miles: a box test first, so the distance is computed for few places.
  const dLat = miles / 69;
  return index()
    .places.filter((p) => Math.abs(p.latitude - latitude) <= dLat)
    .map((p) => ({ ...p, miles: distanceMiles(latitude, longitude, p.latitude, p.longitude) }))
    .filter((p) => p.miles <= miles)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit);
}
