import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.tables';

/**
 * Named values kept for a user across devices ({userSessionName,
 * userSessionValue}, fetched by name; `downLoadPdfPlanId`: the plan whose PDF waits for a
 * download after sign-in or payment). Writing -1 removes a value.
 */
export const userSessionValues = pgTable(
  'user_session_values',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);
