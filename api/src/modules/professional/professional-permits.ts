import type { PropertyDataProvider, NeighborhoodPermit } from '../property';
import { placeOfZip, placesWithin, type Place } from '../property';

/**
 * Which permits belong to which contractor. Permits name their company in words
 * ("Summit Roofing Co."); a profile owns the permits whose company key equals its
 * `permitCompanyKey`, which only seeded companies and profiles that claimed one have
 * (a contractor cannot get another company's permits by typing its name at sign-up).
 */

/** The company key of a name as permits spell it: lower-case words joined by dashes. */
export function permitCompanyKey(companyName: string): string {
  return companyName
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Permit project types (the sample's neighbourhood types) in the directory's business-type ids. */
const PERMIT_TYPE_TO_BUSINESS_TYPE: Readonly<Record<string, string>> = {
  Roofing: 'roofing',
  'Kitchen remodel': 'remodeling',
  'Bathroom remodel': 'remodeling',
  Addition: 'additions',
  Solar: 'solar',
  Pool: 'pools',
  HVAC: 'hvac',
  Electrical: 'electrical',
};

/** The business type of a permit's project type, or undefined. */
export function businessTypeOfPermit(projectType: string): string | undefined {
  return PERMIT_TYPE_TO_BUSINESS_TYPE[projectType];
}

/**
 * Localities the directory features; an unclaimed company (no office on record) shows its
 * permits from these. Each is a city with its central ZIP code.
 */
export const FEATURED_LOCALITIES: readonly { city: string; state: string; zipCode: string }[] = [
  { city: 'Austin', state: 'TX', zipCode: '78701' },
  { city: 'Denver', state: 'CO', zipCode: '80202' },
  { city: 'Seattle', state: 'WA', zipCode: '98101' },
  { city: 'Atlanta', state: 'GA', zipCode: '30303' },
  { city: 'Chicago', state: 'IL', zipCode: '60601' },
  { city: 'Phoenix', state: 'AZ', zipCode: '85004' },
  { city: 'Boston', state: 'MA', zipCode: '02108' },
  { city: 'Nashville', state: 'TN', zipCode: '37203' },
];

/** A permit with the ZIP code it was filed in. */
export type ContractorPermit = NeighborhoodPermit & { zipCode: string; city: string; state: string };

/** Every permit filed in a ZIP code (the provider's permits around the ZIP's centre). */
export function permitsInZip(provider: PropertyDataProvider, place: Place): ContractorPermit[] {
  const location = { kukunId: 0, address: '', city: place.city, state: place.state, zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude };
  return provider.neighborhoodPermits(location).map((p) => ({ ...p, zipCode: place.zipCode, city: place.city, state: place.state }));
}

/** The permits of one company key across ZIP codes, newest first. */
export function companyPermits(provider: PropertyDataProvider, companyKey: string, zipCodes: readonly string[]): ContractorPermit[] {
  const places = zipCodes.map((zip) => placeOfZip(zip)).filter((p): p is Place => p !== undefined);
  return places
    .flatMap((place) => permitsInZip(provider, place))
    .filter((p) => permitCompanyKey(p.companyName) === companyKey)
    .sort((a, b) => b.permitDate.localeCompare(a.permitDate));
}

/** ZIP codes within `miles` of a ZIP code (itself first), at most `limit`. */
export function zipsAround(zipCode: string, miles: number, limit: number): string[] {
  const place = placeOfZip(zipCode);
  if (!place) return [];
  return placesWithin(place.latitude, place.longitude, miles, limit).map((p) => p.zipCode);
}
