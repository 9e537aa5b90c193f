import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  MESSAGES,
  REPORT_SECTION_LEVEL,
  blockOpen,
  blockRequires,
  reportAccessLevel,
  sectionOpen,
  type LockableReportSection,
  type LockedSection,
  type PageBlock,
  type ReportAccess,
  type ReportAccessLevel,
  type SessionUser,
} from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { isAgentPro } from '../payment';
import { storedAddressKey } from './property-identity.service';
import { userProperties } from './property.tables';
import type { HomeReport } from './report.service';

/** The address the sample dashboard shows (a real Austin, TX ZIP code; the home itself is sample data). */
export const SAMPLE_ADDRESS = { address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' };

/** The sample home's stored address key: the one address every visitor may be suggested. */
export const SAMPLE_ADDRESS_KEY = storedAddressKey(SAMPLE_ADDRESS);

/** Whether a stored property is the sample home (its whole report is open to everyone, labelled sample data). */
export const isSampleHome = (property: { addressKey: string }) => property.addressKey === SAMPLE_ADDRESS_KEY;

/** A locked report page or figure: what the sign-up/upgrade prompt says. */
export const REPORT_SECTION_LOCKED_MESSAGE = 'Your plan does not open this part of the home report.';

/** The caller's own row of a home, as far as report access needs it. */
export interface CallerHome {
  id: number;
  tier: (typeof userProperties.$inferSelect)['tier'];
  claimed: boolean;
}

/** The columns of the caller's home that report access reads. */
export const callerHomeColumns = { id: userProperties.id, tier: userProperties.tier, claimed: userProperties.claimed };

/** The caller's access to one home's report (shared-lib `reportAccessLevel` applied to what the database says). */
export async function reportAccessFor(db: Database, user: SessionUser | null, kukunId: number, isSampleHome: boolean): Promise<Omit<ReportAccess, 'lockedSections'>> {
  const [home] = user
    ? await db
        .select(callerHomeColumns)
        .from(userProperties)
        .where(and(eq(userProperties.userId, user.userId), eq(userProperties.kukunId, kukunId)))
    : [];
  const agent = user !== null && (user.userRole === 'AGENT' || user.userRole === 'AGENT_PRO');
  return reportAccessWith(user, home ?? null, isSampleHome, agent && (await isAgentPro(db, user.userId)));
}

/** The same from rows already read: the caller, their row of the home (null: none) and whether they hold Agent Pro now. */
export function reportAccessWith(user: SessionUser | null, home: CallerHome | null, isSampleHome: boolean, agentPro: boolean): Omit<ReportAccess, 'lockedSections'> {
  const { level, reason } = reportAccessLevel({
    signedIn: user !== null,
    emailVerified: user?.accountStatus === 'VERIFIED',
    home: home ? { tier: home.tier, claimed: home.claimed } : null,
    isSampleHome,
    agentPro,
  });
  return { level, reason, userPropertyId: home?.id ?? null };
}

/**
 * The caller's level for one stored home, refusing one that does not open `section`: 401 for a guest,
 * 403 REPORT_LOCKED (with level, reason and the level that opens it) for a signed-in caller. Every
 * route that answers with figures of a home report outside the report itself (plans, digests) goes through this.
 */
export async function requireReportSection(
  db: Database,
  user: SessionUser | null,
  property: { kukunId: number; addressKey: string },
  section: LockableReportSection,
): Promise<ReportAccessLevel> {
  const access = await reportAccessFor(db, user, property.kukunId, isSampleHome(property));
  if (sectionOpen(section, access.level)) return access.level;
  throw reportLocked(user, access, REPORT_SECTION_LEVEL[section]);
}

/**
 * The same for a block of another page built from report sections (the replacement budget): open
 * exactly where the report opens those sections, for the caller's own homes as for any other.
 */
export async function requireReportBlock(db: Database, user: SessionUser | null, property: { kukunId: number; addressKey: string }, block: PageBlock): Promise<ReportAccessLevel> {
  const access = await reportAccessFor(db, user, property.kukunId, isSampleHome(property));
  if (blockOpen(block, access.level)) return access.level;
  throw reportLocked(user, access, blockRequires(block));
}

/**
 * Whether a page block opens for this caller: a signed-in user whose tier does not open it gets what
 * unlocks it (an expected state, answered as data rather than an error); a guest gets 401.
 */
export async function reportBlockAccess(
  db: Database,
  user: SessionUser | null,
  property: { kukunId: number; addressKey: string },
  block: PageBlock,
): Promise<{ open: true } | { open: false; requires: ReportAccessLevel; userPropertyId: number | null }> {
  const access = await reportAccessFor(db, user, property.kukunId, isSampleHome(property));
  if (blockOpen(block, access.level)) return { open: true };
  if (user === null) throw reportLocked(user, access, blockRequires(block));
  return { open: false, requires: blockRequires(block), userPropertyId: access.userPropertyId };
}

function reportLocked(user: SessionUser | null, access: { level: ReportAccessLevel; reason: string; userPropertyId: number | null }, requires: ReportAccessLevel): ApiError {
  if (user === null) return new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  return new ApiError(403, 'REPORT_LOCKED', REPORT_SECTION_LOCKED_MESSAGE, { level: access.level, reason: access.reason, requires, userPropertyId: access.userPropertyId });
}

function locked<P>(section: LockableReportSection, preview: P): LockedSection<P> {
  return { locked: true, requires: REPORT_SECTION_LEVEL[section], preview };
}

/**
 * The report as `level` may see it: each section the level does not open is replaced by
 * `{ locked, requires, preview }` (a count or names, never the section's figures), so nothing
 * locked reaches the browser. Value, condition score and the home facts are always there.
 */
export function reportForLevel(report: HomeReport, level: ReportAccessLevel) {
  const open = (section: LockableReportSection) => sectionOpen(section, level);
  const lockedSections = (Object.keys(REPORT_SECTION_LEVEL) as LockableReportSection[]).filter((s) => !open(s));
  return {
    ...report,
    summary: {
      ...report.summary,
      propertyItems: open('propertyItems') ? report.summary.propertyItems : locked('propertyItems', { count: report.summary.propertyItems.length }),
    },
    forecast: open('forecast') ? report.forecast : locked('forecast', { years: report.forecast.length - 1 }),
    valueHistory: open('valueHistory') ? report.valueHistory : locked('valueHistory', { years: report.valueHistory.length - 1 }),
    sales: open('sales') ? report.sales : locked('sales', { count: report.sales.length }),
    condition: open('condition') ? report.condition : locked('condition', { score: report.condition.score, componentCount: report.condition.components.length }),
    permits: open('permits') ? report.permits : locked('permits', { count: report.permits.length }),
    comparables: open('comparables') ? report.comparables : locked('comparables', { count: report.comparables.length }),
    recentSales: open('recentSales') ? report.recentSales : locked('recentSales', { count: report.recentSales.length }),
    neighborhood: open('neighborhood') ? report.neighborhood : locked('neighborhood', { scoreKinds: report.neighborhood.scores.map((s) => s.kind) }),
    recommendedProjects: open('recommendedProjects')
      ? report.recommendedProjects
      : locked('recommendedProjects', { projectNames: report.recommendedProjects.map((p) => p.projectName) }),
    lockedSections,
  };
}
