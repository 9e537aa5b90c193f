import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { RemoteLoadReport } from './telemetry.schema';
import { remoteLoads } from './telemetry.tables';

/** Stores one page's remote loads; the time is the server's, nothing about the sender is kept. */
export async function recordLoads(db: Database, loads: RemoteLoadReport['loads']): Promise<void> {
  if (loads.length === 0) return;
  await db.insert(remoteLoads).values(loads.map((load) => ({ remote: load.remote, version: load.version, outcome: load.outcome, ms: load.ms, canary: load.canary ?? false })));
}

/** Loads of one remote version over a window: count, failure rate, and load time percentiles of the successful ones. */
export interface VersionStats {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  failureRate: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

const failed = sql`${remoteLoads.outcome} <> 'ok'`;
const succeeded = sql`${remoteLoads.outcome} = 'ok'`;

/** Per remote and version, the loads since `since` (a failure is any outcome but ok; a timeout counts as one). */
export async function versionStats(db: Database, since: Date): Promise<VersionStats[]> {
  const rows = await db
    .select({
      remote: remoteLoads.remote,
      version: remoteLoads.version,
      loads: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where ${failed}))::int`,
      // Percentiles of successful loads only: a timeout's time is the timeout, not the build's speed.
      p50Ms: sql<number | null>`percentile_cont(0.5) within group (order by ${remoteLoads.ms}) filter (where ${succeeded})`,
      p95Ms: sql<number | null>`percentile_cont(0.95) within group (order by ${remoteLoads.ms}) filter (where ${succeeded})`,
    })
    .from(remoteLoads)
    .where(gte(remoteLoads.at, since))
    .groupBy(remoteLoads.remote, remoteLoads.version)
    .orderBy(asc(remoteLoads.remote), asc(remoteLoads.version));
  return rows.map((row) => ({
    ...row,
    failureRate: row.loads === 0 ? 0 : row.failures / row.loads,
    p50Ms: row.p50Ms === null ? null : Math.round(Number(row.p50Ms)),
    p95Ms: row.p95Ms === null ? null : Math.round(Number(row.p95Ms)),
  }));
}

/** Loads and failures of one remote version since a time (the canary watch's comparison). */
export async function failuresSince(db: Database, remote: string, version: string, since: Date): Promise<{ loads: number; failures: number }> {
  const [row] = await db
    .select({ loads: sql<number>`count(*)::int`, failures: sql<number>`(count(*) filter (where ${failed}))::int` })
    .from(remoteLoads)
    .where(and(eq(remoteLoads.remote, remote), eq(remoteLoads.version, version), gte(remoteLoads.at, since)));
  return row ?? { loads: 0, failures: 0 };
}
