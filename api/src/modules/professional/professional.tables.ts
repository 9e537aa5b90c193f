import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';

// Tables of the professional context.

/** A contractor's professional record (its claim of a company); sign-in needs it. */
export const professionals = pgTable('professionals', {
  id: serial('id').primaryKey(),
  /** The owner; null for an unclaimed company seeded from the permit data. */
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  /** The company's email on record (never shown publicly: homeowners write through the contact form). */
  email: text('email').notNull(),
  streetAddress: text('street_address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  /** Public profile slug: /contractor/profile/{kukunUrl}. */
  kukunUrl: text('kukun_url').notNull().unique(),
  /** The company name as permits spell it (slug); set on seeded companies and on the profile that claimed one. */
  permitCompanyKey: text('permit_company_key').unique(),
  /** A seeded company that was claimed points at the claimant's profile (one owner per profile). */
  mergedIntoId: integer('merged_into_id'),
  businessPhone: text('business_phone').notNull().default(''),
  description: text('description').notNull().default(''),
  businessTypes: jsonb('business_types').$type<string[]>().notNull().default([]),
  licenseNumber: text('license_number').notNull().default(''),
  licenseState: text('license_state').notNull().default(''),
  insurance: text('insurance').notNull().default(''),
  yearsInBusiness: integer('years_in_business'),
  serviceZipCodes: jsonb('service_zip_codes').$type<string[]>().notNull().default([]),
  serviceRadiusMiles: integer('service_radius_miles'),
  /** Storage key of the logo (companyProfileImage), or null for the default picture. */
  logoKey: text('logo_key'),
  /** Storage keys of the photos of work. */
  photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
  /** The contractor turned off lead emails (unsubscribe-pro-email); leads still show on the Leads page. */
  leadEmailsOff: boolean('lead_emails_off').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a claim stands: waiting for the emailed link, waiting for an admin (no email on record), done. */
export const CLAIM_STATUSES = ['EMAIL_SENT', 'ADMIN_REVIEW', 'CONFIRMED'] as const;

/**
 * Claims of a company profile (company name, email,
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
