import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';

/**
 * A user's address allowance: remaining = the free allowance + purchased - consumed.
 * The check keeps `consumed` from ever passing what the user has.
 */
export const addressAllowances = pgTable(
  'address_allowances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    freeCount: integer('free_count').notNull(),
    purchasedCount: integer('purchased_count').notNull().default(0),
    consumedCount: integer('consumed_count').notNull().default(0),
  },
  (table) => [check('address_allowances_not_overdrawn', sql`${table.consumedCount} <= ${table.freeCount} + ${table.purchasedCount}`)],
);

/** Address credits bought by a user; `reference` (the payment's id) makes crediting idempotent. */
export const addressCreditGrants = pgTable(
  'address_credit_grants',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('address_credit_grants_count_positive', sql`${table.count} > 0`), index('address_credit_grants_user_idx').on(table.userId)],
);
