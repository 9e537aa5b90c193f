import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OwnerFactsCorrection, ReportAccess } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ownerHomeFacts } from './owner-facts/owner-facts.tables';
import { findProperty, isRecordedHomeId, isValidStoredAddress, type PropertyRow } from './property-identity.service';
import { properties } from './property.tables';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { marketIndex } from '../valuation';
import { indexGrowth, loadedMarketGrowth, type MarketGrowth } from './market-growth';
import { buildReport, type HomeReport } from './report.service';

// The one source of a home's figures: every reader (report, PDF, maintenance plan and budget, data
// API, digests, alerts, shares) takes a home's report from homeReport / reportCacheOf below.
// Computed home reports, kept per API process. A report depends on the home, the
// provider's record, the owner's corrections and the date; the cache key is (kukunId, valuation
// date, facts version). The facts version lives in the database (owner_home_facts.facts_version,
// raised by every correction) and is read with the home in one query. That read is itself kept for
// REPORT_FACTS_TTL_MS: a database query costs more than everything else of a cached answer, so
// without it the report API could not pass 1,500 answers a second on PGlite. The process that saves
// a correction forgets its copy at once (the owner sees the change); another replica sees it within
// the TTL. The full report is kept; each caller's tier is applied afterwards (reportForLevel).

/** Most reports (and home reads) one process keeps (a full report is about 12 KB of JSON). */
export const REPORT_CACHE_ENTRIES = 5_000;

/** How long a replica reuses a home's facts version before reading it again, in milliseconds. */
export const REPORT_FACTS_TTL_MS = 1_000;

/** What a home's report is computed from, read in one query. */
export interface ReportInputs {
  property: PropertyRow;
  corrections: OwnerFactsCorrection | null;
  /** 0 until the owner first corrects a fact. */
  factsVersion: number;
  /** When the corrections last changed (null: never); with the version, unique even if the table is emptied and refilled. */
  factsUpdatedAt: Date | null;
  /** A recorded home's market index growth (absent: the city's growth, market-growth.ts). */
  market?: MarketGrowth;
}

/** A computed report and the hash of its content (the base of every ETag of it). */
export interface CachedReport {
  report: HomeReport;
  hash: string;
}

/** The home, its owner's corrections and their version, or undefined when the kukunId is unknown. */
export async function reportInputsOf(db: Database, kukunId: number): Promise<ReportInputs | undefined> {
  // A recorded home's row is written on first read; its facts come from the market's tables.
  const recorded = isRecordedHomeId(kukunId) ? await findProperty(db, kukunId) : undefined;
  if (isRecordedHomeId(kukunId) && !recorded) return undefined;
  const [row] = await db
    .select({ property: properties, corrections: ownerHomeFacts.corrections, factsVersion: ownerHomeFacts.factsVersion, factsUpdatedAt: ownerHomeFacts.updatedAt })
    .from(properties)
    .leftJoin(ownerHomeFacts, eq(ownerHomeFacts.kukunId, properties.kukunId))
    .where(eq(properties.kukunId, kukunId));
  if (!row) return undefined;
  // A typed row whose address fails the address rules (typed before they applied) is not shown to anyone;
  // a recorded home has no street address by design and is placed by its market's record instead.
  if (!recorded && !isValidStoredAddress(row.property)) return undefined;
  const market = recorded?.recorded ? await marketGrowthOf(db, recorded) : undefined;
  return {
    property: recorded ?? row.property,
    corrections: row.corrections,
    factsVersion: row.factsVersion ?? 0,
    factsUpdatedAt: row.factsUpdatedAt,
    ...(market ? { market } : {}),
  };
}

/** A recorded home's market growth from its market's fitted index, or undefined when the market has no model. */
async function marketGrowthOf(db: Database, home: PropertyRow): Promise<MarketGrowth | undefined> {
  const slug = home.recorded!.sale.marketSlug;
  const index = await marketIndex(db, slug).catch(() => null);
  const growth = index ? indexGrowth(index) : null;
  return growth === null ? undefined : loadedMarketGrowth(growth, home.city ? `${home.city}, ${home.state}` : slug);
}

const shortHash = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 22);

/** The local calendar date: the report's figures move with the date (value year, comparables' trend). */
function valuationDate(now: Date): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** Where a report cache reads and how much it keeps. */
export interface ReportCacheOptions {
  maxEntries?: number;
  factsTtlMs?: number;
}

/** A bounded least-recently-used cache of computed home reports, and of the reads that key them. */
export class ReportCache {
  private readonly entries = new Map<string, CachedReport>();
  private readonly reads = new Map<number, { inputs: ReportInputs; readAt: number }>();
  private readonly maxEntries: number;
  private readonly factsTtlMs: number;

  constructor(
    private readonly db: Database,
    private readonly provider: PropertyDataProvider,
    options: ReportCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? REPORT_CACHE_ENTRIES;
    this.factsTtlMs = options.factsTtlMs ?? REPORT_FACTS_TTL_MS;
  }

  /** A home's report inputs, read again once they are older than the TTL; undefined for an unknown kukunId (not kept). */
  async inputs(kukunId: number, now = Date.now()): Promise<ReportInputs | undefined> {
    const kept = this.reads.get(kukunId);
    if (kept && now - kept.readAt < this.factsTtlMs) return kept.inputs;
    const inputs = await reportInputsOf(this.db, kukunId);
    this.reads.delete(kukunId);
    if (inputs) {
      this.reads.set(kukunId, { inputs, readAt: now });
      if (this.reads.size > this.maxEntries) this.reads.delete(this.reads.keys().next().value!);
    }
    return inputs;
  }

  /** Drops the kept read of a home whose facts this process just changed, so its next answer has them. */
  forget(kukunId: number): void {
    this.reads.delete(kukunId);
  }

  /** The full report of a home on `now`'s date: from the cache, or built and kept. */
  report(inputs: ReportInputs, now = new Date()): CachedReport {
    // A recorded home's value moves when its market's model is fitted again.
    const modelValue = inputs.property.recorded?.value?.value ?? '';
    const key = `${inputs.property.kukunId}|${valuationDate(now)}|${inputs.factsVersion}.${inputs.factsUpdatedAt?.getTime() ?? 0}|${modelValue}|${inputs.market?.annualGrowth ?? ''}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last; the first key is the one evicted.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const report = buildReport(this.provider, inputs.property, now.getFullYear(), inputs.corrections, inputs.market);
    const entry = { report, hash: shortHash(JSON.stringify(report)) };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Reports kept now. */
  get size(): number {
    return this.entries.size;
  }
}

const shared = new WeakMap<Database, Map<string, ReportCache>>();

/**
 * The process's report cache of a database and provider, shared by every reader (the first caller's
 * options hold). Keyed by the provider's name: two instances of one provider give the same figures,
 * and a correction forgotten by one reader is forgotten for all.
 */
export function reportCacheOf(db: Database, provider: PropertyDataProvider, options: ReportCacheOptions = {}): ReportCache {
  const byProvider = shared.get(db) ?? new Map<string, ReportCache>();
  shared.set(db, byProvider);
  const cache = byProvider.get(provider.name) ?? new ReportCache(db, provider, options);
  byProvider.set(provider.name, cache);
  return cache;
}

/** A home's report (owner corrections, market growth) from the one cache, or undefined for an unknown home. */
export async function homeReport(db: Database, provider: PropertyDataProvider, kukunId: number, now = new Date()): Promise<HomeReport | undefined> {
  const cache = reportCacheOf(db, provider);
  const inputs = await cache.inputs(kukunId);
  return inputs && cache.report(inputs, now).report;
}

/**
 * The weak ETag of one caller's answer: the report's content hash and the caller's access (level,
 * reason, their home), which together decide the tier-filtered body, so it is known before the body is built.
 */
export function reportEtag(cached: CachedReport, access: Omit<ReportAccess, 'lockedSections'>): string {
  return `W/"${cached.hash}.${shortHash(JSON.stringify(access))}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
