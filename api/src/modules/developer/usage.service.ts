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
 * Counts one successful call by day, route and key, and in the organisation's month; answers the
 * month's count after it. Upserts, so calls counted at once on any replica are all counted.
 */
export async function recordUsage(db: Database, call: CountedCall, now: Date = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(apiUsageDaily)
    .values({ ...call, day, calls: 1 })
    .onConflictDoUpdate({ target: [apiUsageDaily.keyId, apiUsageDaily.day, apiUsageDaily.route], set: { calls: sql`${apiUsageDaily.calls} + 1` } });
  const [month] = await db
    .insert(apiUsageMonthly)
    .values({ organizationId: call.organizationId, month: quotaMonth(now), calls: 1 })
    .onConflictDoUpdate({ target: [apiUsageMonthly.organizationId, apiUsageMonthly.month], set: { calls: sql`${apiUsageMonthly.calls} + 1` } })
    .returning({ calls: apiUsageMonthly.calls });
  return month?.calls ?? 0;
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
