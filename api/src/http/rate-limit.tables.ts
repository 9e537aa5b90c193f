import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API process on the database: one row per
 * key (`<method><route>:<client address>` for per-address limits, `login:<email>` and the like for
 * per-account ones) holding the current window and how many hits it has seen. Rows whose window
 * has ended are deleted by the store now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limit_counters_window_end_idx').on(table.windowEnd)],
);
