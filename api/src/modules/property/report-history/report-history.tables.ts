import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../security';
import { properties } from '../property.tables';

/**
 * The home reports a user opened (the IHOME_REPORT order history, /ihome-report-history). One row per
 * user and home: the last opening and how many. Deleting an entry hides it (a paid home is listed as
 * bought from its tier, so hiding is what removes it from the list); opening the report again shows it again.
 */
export const reportHistory = pgTable(
  'report_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kukunId: integer('kukun_id')
      .notNull()
      .references(() => properties.kukunId),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kukunId] }), index('report_history_user_opened_idx').on(table.userId, table.lastOpenedAt)],
);
