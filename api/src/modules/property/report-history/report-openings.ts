import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

// A signed-in member's every report opening goes into their report history. Writing each one on the
// request costs a round trip and a row lock per view (a member opening their home in two tabs waits on
// it), so openings are counted in memory per (user, home) and written together, one multi-row upsert
// per flush: at most every REPORT_OPENINGS_FLUSH_MS, at once when REPORT_OPENINGS_BATCH are waiting,
// before this process reads or edits a history, and when the app closes. A crash loses at most the
// openings of the last flush interval of that process; a history read on another replica may lag by
// as much. Flushing straight to the table rather than through the job queue: a queued job is itself one
// insert per batch, the same round trip as the upsert, so it would add a write without narrowing that window.

/** How long an opening waits in memory before it is written, in milliseconds. */
export const REPORT_OPENINGS_FLUSH_MS = 1_000;

/** Openings (distinct user and home) that make a flush start at once; also the most one upsert writes. */
export const REPORT_OPENINGS_BATCH = 500;

/** Most openings kept while the database refuses them (the oldest are dropped beyond it). */
const MAX_KEPT = 20 * REPORT_OPENINGS_BATCH;

interface Pending {
  userId: number;
  kukunId: number;
  count: number;
  lastOpenedAt: Date;
}

/** Where a flush failure is reported (the app's logger). */
export type OpeningsErrorLog = (error: unknown, dropped: number) => void;

/** The report openings of one process waiting to be written, and their writer. */
export class ReportOpenings {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  onError: OpeningsErrorLog = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly flushMs = REPORT_OPENINGS_FLUSH_MS,
  ) {}

  /** Counts one opening of a home's report by a signed-in user. */
  record(userId: number, kukunId: number, at = new Date()): void {
    this.add({ userId, kukunId, count: 1, lastOpenedAt: at });
    if (this.pending.size >= REPORT_OPENINGS_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Openings waiting now (distinct user and home). */
  get waiting(): number {
    return this.pending.size;
  }

  /** Writes every opening recorded so far; resolves once they are in the table (failures go to onError and are kept for the next flush). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // One write at a time, in order: a flush waits for the one before it, then takes what is left.
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  private add(opening: Pending): void {
    const key = `${opening.userId}:${opening.kukunId}`;
    const kept = this.pending.get(key);
    if (!kept) this.pending.set(key, opening);
    else {
      kept.count += opening.count;
      if (opening.lastOpenedAt > kept.lastOpenedAt) kept.lastOpenedAt = opening.lastOpenedAt;
    }
  }

  private async writeWaiting(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending.values()].slice(0, REPORT_OPENINGS_BATCH);
      for (const opening of batch) this.pending.delete(`${opening.userId}:${opening.kukunId}`);
      try {
        await writeOpenings(this.db, batch);
      } catch (error) {
        // Kept for the next flush (up to a bound), merged with what arrived meanwhile.
        for (const opening of batch) this.add(opening);
        const dropped = Math.max(0, this.pending.size - MAX_KEPT);
        for (const key of [...this.pending.keys()].slice(0, dropped)) this.pending.delete(key);
        this.onError(error, dropped);
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
        return;
      }
    }
  }
}

/**
 * One upsert of many openings. An entry the user deleted shows again only for an opening after the
 * deletion; openings of a user deleted meanwhile are skipped (their history went with the account).
 */
async function writeOpenings(db: Database, openings: Pending[]): Promise<void> {
  const rows = sql.join(
    openings.map((o) => sql`(${o.userId}::integer, ${o.kukunId}::integer, ${o.count}::integer, ${o.lastOpenedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into report_history as h (user_id, kukun_id, open_count, last_opened_at)
    select v.user_id, v.kukun_id, v.open_count, v.last_opened_at
    from (values ${rows}) as v (user_id, kukun_id, open_count, last_opened_at)
    where exists (select 1 from users u where u.id = v.user_id) and exists (select 1 from properties p where p.kukun_id = v.kukun_id)
    on conflict (user_id, kukun_id) do update set
      open_count = h.open_count + excluded.open_count,
      last_opened_at = greatest(h.last_opened_at, excluded.last_opened_at),
      hidden_at = case when h.hidden_at > excluded.last_opened_at then h.hidden_at end`);
}

const shared = new WeakMap<Database, ReportOpenings>();

/** The process's report openings of a database, shared by the report route and the history's readers. */
export function reportOpeningsOf(db: Database): ReportOpenings {
  const openings = shared.get(db) ?? new ReportOpenings(db);
  shared.set(db, openings);
  return openings;
}
