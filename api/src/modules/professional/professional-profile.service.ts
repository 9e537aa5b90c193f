import { and, eq, isNull, sql } from 'drizzle-orm';
import { CONTRACTOR_MESSAGES, ERROR_CODES, ESTIMATOR_PROJECTS, MESSAGES, contractorBusinessType, type FinishLevel } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { ApiError } from '../../http/envelope';
import { costOf, defaultScopeAnswers } from '../cost-model';
import { regionalIndex } from '../cost-model';
import { placeOfZip, placesWithin } from '../property';
import type { PropertyDataProvider } from '../property';
import { SAMPLE_PERMIT_COMPANIES } from '../property';
import { professionals } from './professional.tables';
import { professionalSlug } from './professional-slug';
import { FEATURED_LOCALITIES, businessTypeOfPermit, companyPermits, permitCompanyKey, type ContractorPermit } from './professional-permits';

/** A row of `professionals`. */
export type ProfessionalRow = typeof professionals.$inferSelect;

/** The company step of a contractor's sign-up (the professional claim's fields). */
export interface CompanyFields {
  companyName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/** What the owner may change on the profile. */
export interface ProfileUpdate {
  companyName: string;
  businessPhone: string;
  description: string;
  businessTypes: string[];
  licenseNumber: string;
  licenseState: string;
  insurance: string;
  yearsInBusiness: number | null;
  serviceZipCodes: string[];
  serviceRadiusMiles: number | null;
  leadEmails: boolean;
}

/** Where public profile images are served. */
export function imageUrl(professionalId: number, key: string): string {
  return `/api/v1/professional/professionals/${professionalId}/download-image/${key.split('/').pop()}`;
}

/**
 * Companies named on permits exist as unclaimed profiles (no owner). Idempotent, so every read path
 * may call it; the email on record is the sample company's, where a claim link is sent.
 */
export async function ensurePermitCompanies(db: Database): Promise<void> {
  const rows = SAMPLE_PERMIT_COMPANIES.map((companyName) => {
    const key = permitCompanyKey(companyName);
    return { companyName, email: `office@${key}.example.com`, streetAddress: '', city: '', state: '', zipCode: '', kukunUrl: key, permitCompanyKey: key };
  });
  await db.insert(professionals).values(rows).onConflictDoNothing();
}

/** The profile with a kukunUrl; a claimed seeded company answers with its new owner's profile. */
export async function profileByKukunUrl(db: Database, kukunUrl: string): Promise<ProfessionalRow> {
  await ensurePermitCompanies(db);
  const [row] = await db.select().from(professionals).where(eq(professionals.kukunUrl, kukunUrl.toLowerCase())).limit(1);
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  if (row.mergedIntoId !== null) return profileById(db, row.mergedIntoId);
  return row;
}

/** A profile by id; 404 when there is none. */
export async function profileById(db: Database, professionalId: number): Promise<ProfessionalRow> {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, professionalId)).limit(1);
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  return row;
}

/** The profile `userId` owns; 404 for an unknown id, 403 FORBIDDEN for someone else's (only the owner edits). */
export async function ownedProfile(db: Database, userId: number, professionalId: number): Promise<ProfessionalRow> {
  const row = await profileById(db, professionalId);
  if (row.userId !== userId) throw new ApiError(403, ERROR_CODES.forbidden, MESSAGES.forbidden);
  return row;
}

/** The signed-in contractor's profile, or null while the company step is still to do. */
export async function profileOfUser(db: Database, userId: number): Promise<ProfessionalRow | null> {
  const [row] = await db.select().from(professionals).where(eq(professionals.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The company step of sign-up: the account already exists (pending), this adds its company.
 * 409 when the account has one already (a resumed step sent twice).
 */
export async function createCompany(db: Database, userId: number, company: CompanyFields): Promise<ProfessionalRow> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  const [row] = await db
    .insert(professionals)
    .values({ userId, email: user.email, ...company, kukunUrl: professionalSlug(company.companyName, userId) })
    .onConflictDoNothing({ target: professionals.userId })
    .returning();
  if (!row) throw new ApiError(409, 'PROFILE_EXISTS', CONTRACTOR_MESSAGES.hasProfile);
  return row;
}

/** Stores the owner's profile fields (the caller checked ownership). */
export async function updateProfile(db: Database, professionalId: number, update: ProfileUpdate): Promise<ProfessionalRow> {
  const { leadEmails, ...fields } = update;
  const [row] = await db
    .update(professionals)
    .set({ ...fields, leadEmailsOff: !leadEmails, updatedAt: sql`now()` })
    .where(and(eq(professionals.id, professionalId), isNull(professionals.mergedIntoId)))
    .returning();
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);
  return row;
}

/** How many ZIP codes a radius adds to the service area (nearest first). */
const RADIUS_ZIP_LIMIT = 30;

/** The ZIP codes a profile serves: the office, the listed ones and those within the radius of the office. */
export function serviceZipsOf(row: ProfessionalRow): string[] {
  const zips = new Set<string>();
  if (row.zipCode) zips.add(row.zipCode);
  row.serviceZipCodes.forEach((z) => zips.add(z));
  const office = row.zipCode ? placeOfZip(row.zipCode) : undefined;
  if (office && row.serviceRadiusMiles) placesWithin(office.latitude, office.longitude, row.serviceRadiusMiles, RADIUS_ZIP_LIMIT).forEach((p) => zips.add(p.zipCode));
  return [...zips];
}

/** Where a profile's permits are looked for: its service area, or the featured localities for a company with no office. */
function permitZipsOf(row: ProfessionalRow): string[] {
  return row.zipCode ? serviceZipsOf(row) : FEATURED_LOCALITIES.map((l) => l.zipCode);
}

/** The permits a profile owns (none without a permit company key). */
export function permitsOf(provider: PropertyDataProvider, row: ProfessionalRow): ContractorPermit[] {
  return row.permitCompanyKey ? companyPermits(provider, row.permitCompanyKey, permitZipsOf(row)) : [];
}

/** The finish levels whose prices make the local cost range (lowest and highest). */
const RANGE_FINISHES: readonly [FinishLevel, FinishLevel] = ['basic', 'upscale'];

/**
 * The estimator projects of a profile's business types with their local cost range: the estimator's
 * default scope priced at the basic and upscale finish with the office state's BEA price parity
 * (estimation/regional-index.ts), or the national index without an office.
 */
export function projectsWithCosts(businessTypes: readonly string[], state: string) {
  const index = regionalIndex(state || 'US');
  const slugs = [...new Set(businessTypes.flatMap((id) => contractorBusinessType(id)?.projects ?? []))];
  const projects = slugs.flatMap((slug) => {
    const project = ESTIMATOR_PROJECTS.find((p) => p.slug === slug);
    if (!project) return [];
    const answers = defaultScopeAnswers(slug, {});
    const [low, high] = RANGE_FINISHES.map((finish) => costOf(slug, finish, answers, index.index).total);
    return [{ slug, displayName: project.displayName, low: low ?? 0, high: high ?? 0 }];
  });
  return { projects, costIndex: { state: index.state, name: index.name, index: index.index, source: index.source } };
}

/** The business types a profile shows: the ones it lists, else the ones its permits show. */
export function businessTypesOf(row: ProfessionalRow, permits: readonly ContractorPermit[]): string[] {
  if (row.businessTypes.length > 0) return row.businessTypes;
  return [...new Set(permits.map((p) => businessTypeOfPermit(p.projectType)).filter((t): t is string => t !== undefined))];
}

/** How many recent permits the public profile lists. */
const RECENT_PERMITS = 10;

/** The public profile, looked up by its kukun-url. Never the account's email. */
export async function publicProfile(db: Database, provider: PropertyDataProvider, row: ProfessionalRow) {
  const owner = row.userId ? (await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.userId)))[0] : undefined;
  const permits = permitsOf(provider, row);
  const types = businessTypesOf(row, permits);
  const byType = new Map<string, number>();
  permits.forEach((p) => byType.set(p.projectType, (byType.get(p.projectType) ?? 0) + 1));
  const office = row.zipCode ? placeOfZip(row.zipCode) : undefined;
  return {
    professionalId: row.id,
    kukunUrl: row.kukunUrl,
    companyName: row.companyName,
    contractorName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : '',
    claimed: row.userId !== null,
    /** An unclaimed company known only from the sample permit data. */
    sampleData: row.userId === null && provider.isSample,
    companyContact: {
      companyProfileImage: row.logoKey ? imageUrl(row.id, row.logoKey) : null,
      businessPhone: row.businessPhone || null,
      acceptsMessages: row.userId !== null,
    },
    serviceArea: {
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      zipCodes: row.serviceZipCodes,
      radiusMiles: row.serviceRadiusMiles,
      latitude: office?.latitude ?? null,
      longitude: office?.longitude ?? null,
    },
    description: row.description,
    businessTypes: types.map((id) => ({ id, label: contractorBusinessType(id)?.label ?? id })),
    license: { number: row.licenseNumber, state: row.licenseState },
    insurance: row.insurance,
    yearsInBusiness: row.yearsInBusiness,
    photos: row.photoKeys.map((key) => imageUrl(row.id, key)),
    memberSince: row.createdAt.toISOString(),
    permits: {
      count: permits.length,
      types: [...byType.entries()].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
      recent: permits.slice(0, RECENT_PERMITS).map((p) => ({
        id: p.id,
        address: p.address,
        city: p.city,
        state: p.state,
        zipCode: p.zipCode,
        projectType: p.projectType,
        permitDate: p.permitDate,
        status: p.status,
        jobValue: p.jobValue,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    },
    ...projectsWithCosts(types, row.state),
  };
}

/** A public profile. */
export type PublicProfile = Awaited<ReturnType<typeof publicProfile>>;

/** The owner's editable view of the profile. */
export function ownerView(row: ProfessionalRow) {
  return {
    professionalId: row.id,
    kukunUrl: row.kukunUrl,
    companyName: row.companyName,
    email: row.email,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    businessPhone: row.businessPhone,
    description: row.description,
    businessTypes: row.businessTypes,
    licenseNumber: row.licenseNumber,
    licenseState: row.licenseState,
    insurance: row.insurance,
    yearsInBusiness: row.yearsInBusiness,
    serviceZipCodes: row.serviceZipCodes,
    serviceRadiusMiles: row.serviceRadiusMiles,
    leadEmails: !row.leadEmailsOff,
    companyProfileImage: row.logoKey ? imageUrl(row.id, row.logoKey) : null,
    photos: row.photoKeys.map((key) => ({ name: key.split('/').pop() ?? key, url: imageUrl(row.id, key) })),
    permitCompany: row.permitCompanyKey,
  };
}
