import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../security';

// Tables of the property context.

/**
 * Every address the product has identified. `kukun_id` is derived from the
 * normalised address, so the same address gets the same id in every database.
 */
export const properties = pgTable(
  'properties',
  {
    kukunId: integer('kukun_id').primaryKey(),
    addressKey: text('address_key').notNull().unique(),
    address: text('address').notNull(),
    unitNumber: text('unit_number').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('properties_kukun_id_positive', sql`${table.kukunId} > 0`), index('properties_zip_idx').on(table.zipCode)],
);

/** Tiers of a user's property: free, saved (upgrade to save), paid (upgrade to paid). */
export const USER_PROPERTY_TIERS = ['free', 'saved', 'paid'] as const;

/** A home in a user's list. One row per user and property. */
export const userProperties = pgTable(
  'user_properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kukunId: integer('kukun_id')
      .notNull()
      .references(() => properties.kukunId),
    tier: text('tier', { enum: USER_PROPERTY_TIERS }).notNull().default('free'),
    claimed: boolean('claimed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('user_properties_user_property').on(table.userId, table.kukunId), check('user_properties_tier_known', sql`${table.tier} in ('free', 'saved', 'paid')`)],
);

/** What the user wants to hear about one home (GET/PUT user property preference); no row means the defaults. */
export const userPropertyPreferences = pgTable('user_property_preferences', {
  userPropertyId: integer('user_property_id')
    .primaryKey()
    .references(() => userProperties.id, { onDelete: 'cascade' }),
  valueChangeAlerts: boolean('value_change_alerts').notNull(),
  nearbyPermitAlerts: boolean('nearby_permit_alerts').notNull(),
  maintenanceReminders: boolean('maintenance_reminders').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outcomes of an owner-claim attempt, as logged. */
export const OWNER_CLAIM_OUTCOMES = ['claimed', 'wrong-answer', 'locked', 'already-claimed', 'no-value', 'claim-limit-reached'] as const;

/**
 * Every owner-claim attempt (user, home, time, outcome). The wrong answers of the current day
 * decide the lock of the knowledge check (owner-claim.service.ts), so the lock survives restarts.
 */
export const ownerClaimAttempts = pgTable(
  'owner_claim_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kukunId: integer('kukun_id')
      .notNull()
      .references(() => properties.kukunId),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: OWNER_CLAIM_OUTCOMES }).notNull(),
  },
  (table) => [index('owner_claim_attempts_user_home_idx').on(table.userId, table.kukunId, table.attemptedAt)],
);
