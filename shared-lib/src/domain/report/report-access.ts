// What each tier sees of a home report (its tier, and which components it blurs).
// The API applies these rules (a locked section is sent as { locked, requires, preview } without its
// data); the report page draws the same sections blurred with the matching call to action.

/**
 * How much of a report the caller may see, from least to most:
 * - `guest`: not signed in, or the email is not verified yet: value, condition score and home facts;
 * - `member`: signed in, the home is not in their homes: adds the 5-year value forecast;
 * - `saved`: the home is in their homes (a free or saved address): adds the value history and sales, comparables,
 *   recent sales and the neighbourhood;
 * - `full`: a paid address, the user's claimed home, Agent/Broker Pro, or the sample home: everything,
 *   including the condition details (which parts drag the score), permits, maintenance and remodel ideas.
 */
export type ReportAccessLevel = 'guest' | 'member' | 'saved' | 'full';

const LEVEL_ORDER: readonly ReportAccessLevel[] = ['guest', 'member', 'saved', 'full'];

/** Why the caller has their level; the page picks its call to action (and modal) from it. */
export type ReportAccessReason = 'guest' | 'unverified' | 'not-in-homes' | 'free' | 'saved' | 'paid' | 'claimed' | 'agent-pro' | 'sample';

/** The report's lockable sections and the least level that opens each. */
export const REPORT_SECTION_LEVEL = {
  forecast: 'member',
  valueHistory: 'saved',
  sales: 'saved',
  comparables: 'saved',
  recentSales: 'saved',
  neighborhood: 'saved',
  condition: 'full',
  propertyItems: 'full',
  permits: 'full',
  recommendedProjects: 'full',
} as const satisfies Record<string, ReportAccessLevel>;

/** A section of the report that can be locked. */
export type LockableReportSection = keyof typeof REPORT_SECTION_LEVEL;

/** A locked section as the API sends it: what would unlock it and a preview, never its data. */
export interface LockedSection<P = Record<string, unknown>> {
  locked: true;
  requires: ReportAccessLevel;
  preview: P;
}

/** Whether a value from the report is a locked section. */
export function isLockedSection(value: unknown): value is LockedSection {
  return typeof value === 'object' && value !== null && (value as { locked?: unknown }).locked === true;
}

/** Whether `level` opens `section`. */
export function sectionOpen(section: LockableReportSection, level: ReportAccessLevel): boolean {
  return LEVEL_ORDER.indexOf(level) >= LEVEL_ORDER.indexOf(REPORT_SECTION_LEVEL[section]);
}

/**
 * Blocks of other pages built from a home report's sections: the maintenance plan's remaining life and
 * replacement budget shows the components' ages, lives and costs, so it opens exactly where the
 * report's condition details and maintenance do. One rule for every page that shows them.
 */
export const PAGE_BLOCK_SECTIONS = {
  replacementBudget: ['condition', 'propertyItems'],
} as const satisfies Record<string, readonly LockableReportSection[]>;

/** A block of another page that follows the report's rule. */
export type PageBlock = keyof typeof PAGE_BLOCK_SECTIONS;

/** Whether `level` opens a page block: every report section it shows must be open. */
export function blockOpen(block: PageBlock, level: ReportAccessLevel): boolean {
  return PAGE_BLOCK_SECTIONS[block].every((section) => sectionOpen(section, level));
}

/** The least level that opens a page block. */
export function blockRequires(block: PageBlock): ReportAccessLevel {
  return LEVEL_ORDER.find((level) => blockOpen(block, level)) ?? 'full';
}

/** What the rule needs to know about the caller and the home. */
export interface ReportAccessInput {
  signedIn: boolean;
  emailVerified: boolean;
  /** The caller's entry for this home, when it is in their homes. */
  home: { tier: 'free' | 'saved' | 'paid'; claimed: boolean } | null;
  isSampleHome: boolean;
  agentPro: boolean;
}

/** The caller's level for one home, and why (the order of the checks is the rule). */
export function reportAccessLevel(input: ReportAccessInput): { level: ReportAccessLevel; reason: ReportAccessReason } {
  // The sample home demonstrates the whole report to everyone (labelled sample data).
  if (input.isSampleHome) return { level: 'full', reason: 'sample' };
  if (!input.signedIn) return { level: 'guest', reason: 'guest' };
  // What was paid for (or owned) stays open even before the email is verified.
  if (input.home?.tier === 'paid') return { level: 'full', reason: 'paid' };
  if (input.home?.claimed) return { level: 'full', reason: 'claimed' };
  if (input.agentPro) return { level: 'full', reason: 'agent-pro' };
  if (!input.emailVerified) return { level: 'guest', reason: 'unverified' };
  if (input.home) return { level: 'saved', reason: input.home.tier === 'saved' ? 'saved' : 'free' };
  return { level: 'member', reason: 'not-in-homes' };
}

/** The access part of a report answer. */
export interface ReportAccess {
  level: ReportAccessLevel;
  reason: ReportAccessReason;
  /** The caller's entry for this home (null when it is not in their homes). */
  userPropertyId: number | null;
  lockedSections: LockableReportSection[];
}
