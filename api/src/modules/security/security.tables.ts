import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.tables';

// Tables of the security context beyond users and sessions: tokens, email changes, profiles and
// the agent and contractor records made at sign-up.

/** What an emailed single-use token is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['VERIFY_EMAIL', 'RESET_PASSWORD', 'SIGN_IN_LINK'] as const;

/**
 * Emailed single-use tokens (email verification, password reset). Only the SHA-256 is stored,
 * like sessions; `used_at` makes each token single-use; `email` is the address it was mailed to,
 * and a token works only while the account still has that address.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** '' on tokens issued before addresses were recorded: those match no account and never work. */
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_known', sql`${table.purpose} in ('VERIFY_EMAIL', 'RESET_PASSWORD', 'SIGN_IN_LINK')`),
  ],
);

/**
 * Email changes, each with the undo link mailed to the previous address. Only
 * the SHA-256 of the undo token is stored; following it once, before `expires_at`, puts
 * `previous_email` back and ends every session.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousEmail: text('previous_email').notNull(),
    newEmail: text('new_email').notNull(),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

/** The editable part of a user's profile. One row per user. */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Ten digits, no formatting (the spec's phone helper keeps digits only). */
  phone: text('phone'),
  monthlyNewsletter: boolean('monthly_newsletter').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  /** Storage key of the 180x180 profile image; null shows the default picture. */
  profileImageKey: text('profile_image_key'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The agent profile created empty at agent signup; the agent area fills it. */
export const agentProfiles = pgTable('agent_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull().default(''),
  licenseNumber: text('license_number').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  positionName: text('position_name').notNull().default(''),
  companyFullAddress: text('company_full_address').notNull().default(''),
  companyAddress: text('company_address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  biography: text('biography').notNull().default(''),
  /** The agent's lending and insurance partners; '' when none. */
  financingLink: text('financing_link').notNull().default(''),
  insuranceLink: text('insurance_link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
