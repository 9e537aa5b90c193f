import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../../security';
import { properties, userProperties } from '../property.tables';

/** What a guess is about: a recently sold home (its sale price) or the user's own home (its valuation). */
export const GUESS_KINDS = ['sold-home', 'own-home'] as const;

/**
 * Guesses of "guess the sale price". `actual` is the sale price (sold home) or the valuation (own home);
 * `valuation` is the product's own valuation at the time. One guess per user and sold home.
 */
export const saleGuesses = pgTable(
  'sale_guesses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GUESS_KINDS }).notNull(),
    /** The sold home (sold-homes.ts key), for kind sold-home. */
    saleKey: text('sale_key'),
    /** The user's home, for kind own-home. */
    kukunId: integer('kukun_id').references(() => properties.kukunId),
    address: text('address').notNull(),
    guess: integer('guess').notNull(),
    actual: integer('actual').notNull(),
    valuation: integer('valuation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('sale_guesses_user_sale').on(table.userId, table.saleKey),
    index('sale_guesses_user_idx').on(table.userId, table.createdAt),
    check('sale_guesses_kind_known', sql`${table.kind} in ('sold-home', 'own-home')`),
    check('sale_guesses_positive', sql`${table.guess} > 0 and ${table.actual} > 0`),
  ],
);

/** A user's opt-in to an email when homes sell near one of their homes (its ZIP code). */
export const soldHomeAlerts = pgTable('sold_home_alerts', {
  userPropertyId: integer('user_property_id')
    .primaryKey()
    .references(() => userProperties.id, { onDelete: 'cascade' }),
  /** Sales after this moment are news: the first email never lists what sold before the opt-in. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
