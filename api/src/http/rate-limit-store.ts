import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, gt, lt, sql, and } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from './rate-limit.tables';

// Rate limits live in the database, not in one process's memory, so every API replica on the same
// database spends the same budget. Time is the database's clock for the same reason.

/** How often one process deletes the counters whose window has ended. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 60_000;

/** A key's count in its current window and the milliseconds left in it. */
export interface RateLimitHit {
  count: number;
  ttlMs: number;
}

const c = rateLimitCounters;
const windowEnded = sql`${c.windowEnd} <= now()`;

/**
 * Counts one hit on `key` in a fixed window of `windowMs` that starts with the key's first hit.
 * One upsert, so concurrent hits on any replica are all counted.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<RateLimitHit> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000}::double precision)`;
  const [row] = await db
    .insert(c)
    .values({ key, windowStart: sql`now()`, windowEnd, count: 1 })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${c.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowEnded} THEN now() ELSE ${c.windowStart} END`,
        windowEnd: sql`CASE WHEN ${windowEnded} THEN excluded.window_end ELSE ${c.windowEnd} END`,
      },
    })
    .returning({
      count: c.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${c.windowEnd} - now())) * 1000))::integer`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: row.count, ttlMs: Number(row.ttlMs) };
}

/** Gives back one hit of the current window (a sign-in that turned out right is no failed attempt). */
export async function refundHit(db: Database, key: string): Promise<void> {
  await db
    .update(c)
    .set({ count: sql`greatest(${c.count} - 1, 0)` })
    .where(and(eq(c.key, key), gt(c.windowEnd, sql`now()`)));
}

/** Deletes the counters whose window has ended. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(c).where(lt(c.windowEnd, sql`now()`));
}

/** What @fastify/rate-limit passes to `child`: the route's merged settings and the route itself. */
interface RouteLimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit `store` class over `rate_limit_counters`. Each route's child prefixes its
 * keys with the method and URL, so every route keeps its own budget, as with the in-memory store.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      this.hit(this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    private async hit(key: string, timeWindow: number): Promise<RateLimitHit> {
      if (Date.now() - lastSweep > RATE_LIMIT_SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await deleteEndedWindows(db);
      }
      return countHit(db, key, timeWindow);
    }

    child(settings: RouteLimitSettings): DatabaseRateLimitStore {
      const method = [settings.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method}${settings.routeInfo?.url ?? ''}:`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
