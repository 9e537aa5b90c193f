import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
