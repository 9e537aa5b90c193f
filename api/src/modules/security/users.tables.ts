import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountStatus } from '@homeworth/shared-lib/domain';

// Accounts and their sessions: every bounded context's tables reference users.id, so they live in
// their own module (importing them from db/schema made each tables file part of an import cycle).

const ACCOUNT_STATUSES = ['ANONYMOUS', 'VERIFICATION_PENDING', 'VERIFIED'] as const satisfies readonly AccountStatus[];

/** People with an account (or pre-registered without a password). Emails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    // Null for pre-registered accounts that have not chosen a password yet (the spec's preRegister).
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roleId: integer('role_id').notNull(),
    accountStatus: text('account_status', { enum: ACCOUNT_STATUSES }).notNull().default('VERIFICATION_PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A unique email only means something if every writer lower-cases it, so the database insists.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_account_status_known', sql`${table.accountStatus} in ('ANONYMOUS', 'VERIFICATION_PENDING', 'VERIFIED')`),
  ],
);

/** Signed-in sessions. Only the SHA-256 of the cookie token is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** For "Where you're signed in": the browser's user agent and address (truncated), and roughly when last used. */
    userAgent: text('user_agent').notNull().default(''),
    ipPrefix: text('ip_prefix').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;
