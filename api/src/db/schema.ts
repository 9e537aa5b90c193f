import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountStatus } from '@homeworth/shared-lib/domain';

// The tables of every bounded context live here so drizzle-kit sees one schema.
// After a change run `npm run db:generate -w api` and commit the new file under api/drizzle/.

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
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;
export * from '../modules/utils/utils.tables';
export * from '../modules/property/property.tables';
export * from '../modules/property/home-alerts.tables';
export * from '../modules/security/security.tables';
export * from '../jobs/jobs.tables';
export * from '../modules/payment/payment.tables';
export * from '../modules/estimation/estimation.tables';
export * from '../modules/estimation/plan-share.tables';
export * from '../modules/agent/agent.tables';
export * from '../http/rate-limit.tables';
export * from '../modules/agent/agent-engagement.tables';
export * from '../modules/professional/professional.tables';
export * from '../modules/agent/agent-import.tables';
export * from '../modules/agent/agent-notes.tables';
export * from '../modules/property/owner-facts/owner-facts.tables';
export * from '../modules/maintenance/maintenance.tables';
export * from '../modules/property/report-history/report-history.tables';
export * from '../modules/property/guess-the-sale-price/guess.tables';
export * from '../modules/property/home-equity/home-equity.tables';
export * from '../modules/security/user-session-values.tables';
export * from '../modules/estimation/developer-emails.tables';
export * from '../jobs/clock.tables';
