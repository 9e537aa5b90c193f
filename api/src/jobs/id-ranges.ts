import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';

/** One batch of a planned run: the ids from `fromId` to `toId`, `count` of them. */
export interface IdRange {
  batch: number;
  fromId: number;
  toId: number;
  count: number;
}

/**
 * The ids a query selects (one distinct column named `id`) split into ranges of `size` by keyset on
 * the id, in one query: how a run plans its batch jobs.
 */
export async function idRanges(db: Database, ids: SQL, size: number): Promise<IdRange[]> {
  const result = (await db.execute(sql`
    select ((rn - 1) / ${size}::int)::int as batch, min(id)::int as "fromId", max(id)::int as "toId", count(*)::int as count
    from (select id, row_number() over (order by id) as rn from (${ids}) selected) numbered
    group by 1 order by 1`)) as unknown as { rows: IdRange[] };
  return result.rows;
}
