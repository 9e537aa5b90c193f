import { and, asc, desc, eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, type LockableReportSection, type SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { reportWithOwnerFacts } from '../property';
import { findProperty, identifyProperty, type PropertyRow } from '../property';
import { requireReportSection, SAMPLE_ADDRESS } from '../property';
import { properties, userProperties } from '../property';
import type { PropertyDataProvider } from '../property';
import type { HomeReport } from '../property';
import { ownUserProperty, PROPERTY_NOT_FOUND_MESSAGE } from '../property';
import { climateZoneFor } from './climate-zone';
import { defaultHomeSystems } from './home-systems';
import type { HomeSystems, PlanHome } from './maintenance.schema';
import { maintenanceHomeSystems } from './maintenance.tables';
import type { HomeProfile } from './task-library';

/** What the maintenance services need from the app. */
export interface MaintenanceDeps {
  db: Database;
  provider: PropertyDataProvider;
}

/** The home a plan is about, with what applicability and the budget read. */
export interface PlanScope {
  home: PlanHome;
  /** The user's home id; null for the sample home. */
  userPropertyId: number | null;
  property: PropertyRow;
  profile: HomeProfile;
  /** The owner answered the systems questions (else the defaults). */
  systemsAnswered: boolean;
  /** The home report with the owner's corrections (year built, component years...). */
  report: HomeReport;
}

/** The signed-in user's id, or 401. */
export function requireUser(userId: number | null): number {
  if (userId === null) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  return userId;
}

/** The owner's systems answers of a home, or null. */
async function answeredSystems(db: Database, userPropertyId: number): Promise<HomeSystems | null> {
  const [row] = await db.select({ systems: maintenanceHomeSystems.systems }).from(maintenanceHomeSystems).where(eq(maintenanceHomeSystems.userPropertyId, userPropertyId));
  return row?.systems ?? null;
}

/**
 * Builds the scope of one property: its report (with owner corrections), climate zone and systems.
 * `knownSystems`: the owner's answers already read (null: none), for callers that read many homes' at once.
 */
export async function scopeOf(
  deps: MaintenanceDeps,
  property: PropertyRow,
  userPropertyId: number | null,
  currentYear: number,
  sampleHome = false,
  knownSystems?: HomeSystems | null,
): Promise<PlanScope> {
  const report = await reportWithOwnerFacts(deps.db, deps.provider, property);
  const climate = climateZoneFor(property.state, property.zipCode);
  const answered = userPropertyId === null ? null : knownSystems !== undefined ? knownSystems : await answeredSystems(deps.db, userPropertyId);
  const systems = answered ?? defaultHomeSystems({ pool: report.neighborhood.pool, garagePlaces: report.neighborhood.garagePlaces }, climate);
  const home: PlanHome = {
    userPropertyId,
    kukunId: property.kukunId,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    yearBuilt: report.summary.yearBuilt,
    buildingArea: report.summary.buildingArea,
    bedrooms: report.summary.bedrooms,
    bathrooms: report.summary.bathrooms,
    climateZone: { zone: climate.zone, moisture: climate.moisture, label: climate.label, source: climate.source },
    isSample: sampleHome || report.dataSource.isSample,
    readOnly: userPropertyId === null,
  };
  return { home, userPropertyId, property, profile: { yearBuilt: report.summary.yearBuilt, currentYear, climate, systems }, systemsAnswered: answered !== null, report };
}

/** A home report's home whose plan is asked for: the caller, and the report section the answer's figures belong to. */
export interface ReportHome {
  kukunId: number;
  caller: SessionUser | null;
  section: LockableReportSection;
}

/**
 * The home a plan request is about: the user's home `userPropertyId` (404 when it is not theirs);
 * with a report home (`kukunId`) the user's own plan of that home when it is in their list, else the
 * plan that home would get, read-only, only for a caller whose report tier opens `section` of that
 * home (401 guest, 403 otherwise; 404 for an unknown property); without either the user's claimed
 * home, else their first home; guests and users without a home get the sample home of
 * /sample-dashboard (read-only).
 */
export async function resolvePlanScope(
  deps: MaintenanceDeps,
  userId: number | null,
  userPropertyId: number | undefined,
  currentYear: number,
  reportHome?: ReportHome,
): Promise<PlanScope> {
  const kukunId = reportHome?.kukunId;
  if (userPropertyId !== undefined) {
    const row = await ownUserProperty(deps.db, requireUser(userId), userPropertyId);
    return scopeOf(deps, row.properties, row.user_properties.id, currentYear);
  }
  if (userId !== null) {
    const [row] = await deps.db
      .select()
      .from(userProperties)
      .innerJoin(properties, eq(userProperties.kukunId, properties.kukunId))
      .where(kukunId === undefined ? eq(userProperties.userId, userId) : and(eq(userProperties.userId, userId), eq(userProperties.kukunId, kukunId)))
      .orderBy(desc(userProperties.claimed), asc(userProperties.id))
      .limit(1);
    if (row) return scopeOf(deps, row.properties, row.user_properties.id, currentYear);
  }
  if (kukunId !== undefined) {
    const property = await findProperty(deps.db, kukunId);
    if (!property) throw new ApiError(404, ERROR_CODES.notFound, PROPERTY_NOT_FOUND_MESSAGE);
    // The plan and budget of a home that is not the caller's are that home's full-tier report figures.
    await requireReportSection(deps.db, reportHome!.caller, property, reportHome!.section);
    return scopeOf(deps, property, null, currentYear);
  }
  return scopeOf(deps, await identifyProperty(deps.db, SAMPLE_ADDRESS), null, currentYear, true);
}

/** The scope of one of the user's homes for a change (401 for guests, 404 for anyone else's home). */
export async function ownedPlanScope(deps: MaintenanceDeps, userId: number | null, userPropertyId: number, currentYear: number): Promise<PlanScope> {
  return resolvePlanScope(deps, requireUser(userId), userPropertyId, currentYear);
}

/** Stores the owner's systems answers of a home (the caller makes the plan again). */
export async function saveHomeSystems(db: Database, userPropertyId: number, systems: HomeSystems): Promise<void> {
  await db
    .insert(maintenanceHomeSystems)
    .values({ userPropertyId, systems, updatedAt: new Date() })
    .onConflictDoUpdate({ target: maintenanceHomeSystems.userPropertyId, set: { systems, updatedAt: new Date() } });
}
