import { isNull } from 'drizzle-orm';
import { ERROR_CODES, contractorBusinessType, CONTRACTOR_BUSINESS_TYPES, localitySlug } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { distanceMiles, normaliseState, placeOfZip, searchPlaces, type Place } from '../property';
import type { PropertyDataProvider } from '../property';
import { professionals } from './professional.tables';
import { businessTypeOfPermit, permitCompanyKey, permitsInZip, zipsAround, type ContractorPermit } from './professional-permits';
import { marketContractorPermits } from './market-contractor-permits';
import { businessTypesOf, ensurePermitCompanies, imageUrl, type ProfessionalRow } from './professional-profile.service';

/** Where a search looks: a ZIP code, or a city (all its ZIP codes). */
export interface SearchArea {
  label: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  /** ZIP codes whose permits count as "nearby" activity. */
  zipCodes: string[];
}

/** Permits filed within this many miles of a searched ZIP count as nearby activity. */
export const NEARBY_PERMIT_MILES = 10;
/** At most this many ZIP codes around the search are read for permits. */
const NEARBY_ZIP_LIMIT = 15;
/** Permits filed in the last this many days are "recent". */
export const RECENT_PERMIT_DAYS = 365;

/**
 * The ranking inputs of one result, returned with it so the order can be explained:
 * - `typeMatch`: the profile lists the searched business type, or its nearby permits show it;
 * - `coversArea`: the searched ZIP is the office's, one of its service ZIPs, or within its radius;
 * - `recentPermitsNearby`: its permits within NEARBY_PERMIT_MILES filed in the last RECENT_PERMIT_DAYS;
 * - `distanceMiles`: office to the searched place (null without an office);
 * - `profileCompleteness`: share of logo, description, license, insurance, phone and photos filled in;
 * - `claimedAndLicensed`: its contractor claimed it and gave a license number.
 */
export interface RankingInputs {
  typeMatch: boolean;
  coversArea: boolean;
  recentPermitsNearby: number;
  distanceMiles: number | null;
  profileCompleteness: number;
  claimedAndLicensed: boolean;
}

/** More than an unclaimed company can gain beyond relevance (permits 5, completeness 1, nearness 1). */
const CLAIMED_AND_LICENSED_WEIGHT = 10;

/**
 * The relevance score: a type match weighs 3, serving the area 2, each recent nearby permit 0.5
 * (at most 10 counted, so activity cannot drown out relevance), a complete profile up to 1 and
 * nearness up to 1 (falling to 0 at 50 miles); a claimed profile with a license ranks above every
 * unclaimed company, and among such profiles the complete, near and active ones first.
 */
export function rankingScore(inputs: RankingInputs): number {
  const nearness = inputs.distanceMiles === null ? 0 : Math.max(0, 1 - inputs.distanceMiles / 50);
  const trust = inputs.claimedAndLicensed ? CLAIMED_AND_LICENSED_WEIGHT : 0;
  return trust + (inputs.typeMatch ? 3 : 0) + (inputs.coversArea ? 2 : 0) + Math.min(inputs.recentPermitsNearby, 10) * 0.5 + inputs.profileCompleteness + nearness;
}

function completeness(row: ProfessionalRow): number {
  const parts = [row.logoKey !== null, row.description.length > 0, row.licenseNumber.length > 0, row.insurance.length > 0, row.businessPhone.length > 0, row.photoKeys.length > 0];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100) / 100;
}

function areaOfPlace(place: Place, zipCodes: string[], label: string): SearchArea {
  return { label, city: place.city, state: place.state, zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude, zipCodes };
}

/** The area of a ZIP code; 404 for an unknown one. */
export function areaOfZip(zipCode: string): SearchArea {
  const place = placeOfZip(zipCode);
  if (!place) throw new ApiError(404, ERROR_CODES.notFound, 'We do not know this ZIP code. Try a five-digit US ZIP code or a city.');
  return areaOfPlace(place, zipsAround(zipCode, NEARBY_PERMIT_MILES, NEARBY_ZIP_LIMIT), `${place.zipCode} (${place.city}, ${place.state})`);
}

/** The area of a city ("austin, tx") or a locality slug ("austin-tx"); 404 when no such US city. */
export function areaOfCity(text: string): SearchArea {
  const words = text.trim().replace(/[-,]+/g, ' ').replace(/\s+/g, ' ');
  const match = /^(.*) ([A-Za-z]{2})$/.exec(words);
  const state = match?.[2] ? normaliseState(match[2]) : undefined;
  const places = state && match?.[1] ? searchPlaces(`${match[1]}, ${state}`, 200) : searchPlaces(words, 200);
  const first = places[0];
  const same = first ? places.filter((p) => p.city === first.city && p.state === first.state) : [];
  if (!first) throw new ApiError(404, ERROR_CODES.notFound, 'We do not know this city. Try a five-digit US ZIP code or "City, ST".');
  return areaOfPlace(
    first,
    same.slice(0, NEARBY_ZIP_LIMIT).map((p) => p.zipCode),
    `${first.city}, ${first.state}`,
  );
}

/** The area of a search box's text: a ZIP code or a city. */
export function areaOfQuery(query: string): SearchArea {
  return /^\d{5}$/.test(query.trim()) ? areaOfZip(query.trim()) : areaOfCity(query);
}

/** One directory result. */
export interface DirectoryResult {
  professionalId: number;
  kukunUrl: string;
  companyName: string;
  claimed: boolean;
  companyProfileImage: string | null;
  city: string;
  state: string;
  businessTypes: { id: string; label: string }[];
  recentPermits: { count: number; types: string[] };
  rankingInputs: RankingInputs;
  score: number;
}

function recentPermitsByCompany(provider: PropertyDataProvider, area: SearchArea): Map<string, ContractorPermit[]> {
  const since = new Date(Date.now() - RECENT_PERMIT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const byCompany = new Map<string, ContractorPermit[]>();
  for (const zip of area.zipCodes) {
    const place = placeOfZip(zip);
    if (!place) continue;
    for (const permit of permitsInZip(provider, place)) {
      if (permit.permitDate < since) continue;
      const key = permitCompanyKey(permit.companyName);
      byCompany.set(key, [...(byCompany.get(key) ?? []), permit]);
    }
  }
  return byCompany;
}

function coversArea(row: ProfessionalRow, area: SearchArea, distance: number | null): boolean {
  if (row.zipCode === area.zipCode || area.zipCodes.includes(row.zipCode)) return true;
  if (row.serviceZipCodes.some((z) => area.zipCodes.includes(z))) return true;
  return distance !== null && row.serviceRadiusMiles !== null && distance <= row.serviceRadiusMiles;
}

/**
 * The directory around an area: every profile that serves it or has recent permits nearby, with
 * its ranking inputs, best first. Without `businessType` all types are listed (and counted).
 */
export async function searchDirectory(db: Database, provider: PropertyDataProvider, area: SearchArea, businessType?: string): Promise<DirectoryResult[]> {
  await ensurePermitCompanies(db);
  const activity = recentPermitsByCompany(provider, area);
  // Loaded markets' open permit files count too (real permits, beside the provider's).
  const since = new Date(Date.now() - RECENT_PERMIT_DAYS * 86_400_000).toISOString().slice(0, 10);
  for (const permit of await marketContractorPermits(db, area.latitude, area.longitude, NEARBY_PERMIT_MILES, since)) {
    const key = permitCompanyKey(permit.companyName);
    activity.set(key, [...(activity.get(key) ?? []), permit]);
  }
  const rows = await db.select().from(professionals).where(isNull(professionals.mergedIntoId));
  const results: DirectoryResult[] = [];
  for (const row of rows) {
    const nearby = row.permitCompanyKey ? (activity.get(row.permitCompanyKey) ?? []) : [];
    const office = row.zipCode ? placeOfZip(row.zipCode) : undefined;
    const distance = office ? Math.round(distanceMiles(office.latitude, office.longitude, area.latitude, area.longitude) * 10) / 10 : null;
    const serves = coversArea(row, area, distance);
    if (!serves && nearby.length === 0) continue;
    const types = businessTypesOf(row, nearby);
    const permitTypes = nearby.map((p) => businessTypeOfPermit(p.projectType));
    const inputs: RankingInputs = {
      typeMatch: businessType === undefined ? true : types.includes(businessType) || permitTypes.includes(businessType),
      coversArea: serves,
      recentPermitsNearby: nearby.length,
      distanceMiles: distance,
      profileCompleteness: completeness(row),
      claimedAndLicensed: row.userId !== null && row.licenseNumber.trim().length > 0,
    };
    if (!inputs.typeMatch) continue;
    results.push({
      professionalId: row.id,
      kukunUrl: row.kukunUrl,
      companyName: row.companyName,
      claimed: row.userId !== null,
      companyProfileImage: row.logoKey ? imageUrl(row.id, row.logoKey) : null,
      city: row.city,
      state: row.state,
      businessTypes: types.map((id) => ({ id, label: contractorBusinessType(id)?.label ?? id })),
      recentPermits: { count: nearby.length, types: [...new Set(nearby.map((p) => p.projectType))] },
      rankingInputs: inputs,
      score: Math.round(rankingScore(inputs) * 100) / 100,
    });
  }
  return results.sort((a, b) => b.score - a.score || a.companyName.localeCompare(b.companyName));
}

/** count-by-business-type: how many directory results of the area list each type (types with none left out). */
export async function countByBusinessType(db: Database, provider: PropertyDataProvider, area: SearchArea) {
  const all = await searchDirectory(db, provider, area);
  return CONTRACTOR_BUSINESS_TYPES.map((type) => ({
    businessType: type.id,
    label: type.label,
    count: all.filter((r) => r.businessTypes.some((t) => t.id === type.id) || r.recentPermits.types.some((p) => businessTypeOfPermit(p) === type.id)).length,
  })).filter((c) => c.count > 0);
}

/**
 * count-by-locality: directory results per locality, for the featured cities and every city a
 * profile has its office in (optionally one state).
 */
export async function countByLocality(db: Database, provider: PropertyDataProvider, cities: readonly { city: string; state: string }[], state?: string) {
  const wanted = new Map<string, { city: string; state: string }>();
  const rows = await db.select({ city: professionals.city, state: professionals.state }).from(professionals).where(isNull(professionals.mergedIntoId));
  for (const c of [...cities, ...rows.filter((r) => r.city && r.state)]) {
    if (state && c.state !== state) continue;
    wanted.set(localitySlug(c.city, c.state), c);
  }
  const counts = [];
  for (const [slug, c] of wanted) {
    const area = areaOfCity(`${c.city} ${c.state}`);
    counts.push({ locality: slug, city: area.city, state: area.state, count: (await searchDirectory(db, provider, area)).length });
  }
  return counts.sort((a, b) => b.count - a.count || a.locality.localeCompare(b.locality));
}
