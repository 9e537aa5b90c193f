import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail provider's per-minute send budget, shared by every API process: one row per minute of the
 * database's clock counting the sends granted in it (`last_grant`: what the latest request was given).
 */
export const mailSendBudget = pgTable('mail_send_budget', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  sent: integer('sent').notNull(),
  lastGrant: integer('last_grant').notNull(),
});
