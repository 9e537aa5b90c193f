import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quotaMonth } from './plans';
import { apiUsageDaily, apiUsageMonthly } from './developer.tables';

/** One successful call to count. */
export interface CountedCall {
  organizationId: string;
  keyId: string;
  /** `METHOD /route/pattern`, e.g. `GET /api/data/v1/properties/:id/value`. */
  route: string;
}

/**
 * Takes one call of the organisation's quota for `month`, unless it is used up: one conditional
 * upsert, so calls arriving at once on any replica can never pass the quota together. Answers the
 * month's count with this call, or null when the quota is used up.
 */
export async function reserveCall(db: Database, organizationId: string, month: string, quota: number): Promise<number | null> {
  const m = apiUsageMonthly;
  const [row] = await db
    .insert(m)
    .values({ organizationId, month, calls: 1 })
    .onConflictDoUpdate({ target: [m.organizationId, m.month], set: { calls: sql`${m.calls} + 1` }, setWhere: sql`${m.calls} < ${quota}` })
    .returning({ calls: m.calls });
  return row?.calls ?? null;
}

/** Gives a reserved call back: its answer was not a success, and only successful calls count. */
export async function releaseCall(db: Database, organizationId: string, month: string): Promise<void> {
  await db
    .update(apiUsageMonthly)
    .set({ calls: sql`greatest(${apiUsageMonthly.calls} - 1, 0)` })
    .where(and(eq(apiUsageMonthly.organizationId, organizationId), eq(apiUsageMonthly.month, month)));
}

/** Counts one successful call by day, route and key (the usage report); the month was counted by reserveCall. */
export async function recordCall(db: Database, call: CountedCall, now: Date = new Date()): Promise<void> {
  await db
    .insert(apiUsageDaily)
    .values({ ...call, day: now.toISOString().slice(0, 10), calls: 1 })
    .onConflictDoUpdate({ target: [apiUsageDaily.keyId, apiUsageDaily.day, apiUsageDaily.route], set: { calls: sql`${apiUsageDaily.calls} + 1` } });
}

/** Successful calls of the organisation in the month of `now`. */
export async function callsThisMonth(db: Database, organizationId: string, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ calls: apiUsageMonthly.calls })
    .from(apiUsageMonthly)
    .where(and(eq(apiUsageMonthly.organizationId, organizationId), eq(apiUsageMonthly.month, quotaMonth(now))));
  return row?.calls ?? 0;
}

/** A usage report between two days (inclusive, YYYY-MM-DD). */
export interface UsageReport {
  from: string;
  to: string;
  total: number;
  byDay: { day: string; calls: number }[];
  byRoute: { route: string; calls: number }[];
  rows: { day: string; route: string; keyId: string; calls: number }[];
}

/** The organisation's successful calls between `from` and `to`, by day, by route, and by day, route and key. */
export async function usageReport(db: Database, organizationId: string, from: string, to: string): Promise<UsageReport> {
  const u = apiUsageDaily;
  const rows = await db
    .select({ day: u.day, route: u.route, keyId: u.keyId, calls: u.calls })
    .from(u)
    .where(and(eq(u.organizationId, organizationId), gte(u.day, from), lte(u.day, to)))
    .orderBy(asc(u.day), asc(u.route), asc(u.keyId));
  const byDay = new Map<string, number>();
  const byRoute = new Map<string, number>();
  for (const row of rows) {
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.calls);
    byRoute.set(row.route, (byRoute.get(row.route) ?? 0) + row.calls);
  }
  return {
    from,
    to,
    total: rows.reduce((sum, row) => sum + row.calls, 0),
    byDay: [...byDay].map(([day, calls]) => ({ day, calls })),
    byRoute: [...byRoute].map(([route, calls]) => ({ route, calls })).sort((a, b) => b.calls - a.calls || a.route.localeCompare(b.route)),
    rows,
  };
}
