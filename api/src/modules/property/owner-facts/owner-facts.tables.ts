import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OwnerFactsCorrection } from '@homeworth/shared-lib/domain';
import { users } from '../../security';
import { properties } from '../property.tables';

/**
 * The owner's corrections of a home's facts. One row per home: a home has one
 * owner at a time (the claim), and the report reads these over the provider's record for everyone.
 */
export const ownerHomeFacts = pgTable('owner_home_facts', {
  kukunId: integer('kukun_id')
    .primaryKey()
    .references(() => properties.kukunId),
  /** Only the corrected facts; a fact absent here comes from the provider's record. */
  corrections: jsonb('corrections').$type<OwnerFactsCorrection>().notNull(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every correction: the report cache's key (report-cache.ts), so every API process sees a change at once. */
  factsVersion: integer('facts_version').notNull().default(0),
});

/** Every change of an owner-reported fact: who, when, old -> new (null: the record's value). */
export const ownerHomeFactChanges = pgTable(
  'owner_home_fact_changes',
  {
    id: serial('id').primaryKey(),
    kukunId: integer('kukun_id')
      .notNull()
      .references(() => properties.kukunId),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A fact key (bedrooms, bathrooms, buildingArea, lotSize, yearBuilt) or a component key (roof...). */
    fact: text('fact').notNull(),
    oldValue: doublePrecision('old_value').notNull(),
    newValue: doublePrecision('new_value').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('owner_home_fact_changes_home_idx').on(table.kukunId, table.changedAt)],
);
