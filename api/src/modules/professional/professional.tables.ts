import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';
import { professionals } from '../security';

// Tables of the professional context beyond the professional record itself (security.tables.ts).

/** Where a claim stands: waiting for the emailed link, waiting for an admin (no email on record), done. */
export const CLAIM_STATUSES = ['EMAIL_SENT', 'ADMIN_REVIEW', 'CONFIRMED'] as const;

/**
 * Claims of a company profile (shell-and-account.md §3, professional claim: company name, email,
 * street address, city, state, zip code, professionalId). Only the SHA-256 of the emailed link's
 * token is stored; `used_at` makes it single-use.
 */
export const professionalClaims = pgTable(
  'professional_claims',
  {
    id: serial('id').primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('professional_claims_professional_idx').on(table.professionalId)],
);

/** Messages homeowners sent a contractor through the profile's contact form (the Leads page). */
export const professionalLeads = pgTable(
  'professional_leads',
  {
    id: serial('id').primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('professional_leads_professional_idx').on(table.professionalId, table.createdAt)],
);
