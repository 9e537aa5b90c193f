import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.tables';

// Account protections: the sign-in delay, two-step sign-in and the account activity log.

/**
 * Failed password checks per email (whether or not an account has it), counted in the database so
 * every API replica sees the same count. `blocked_until` is when the next attempt may be made.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    emailKey: text('email_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  // The sweep of forgotten counts reads only the old ones.
  (table) => [index('login_failures_last_failure_idx').on(table.lastFailureAt)],
);

/**
 * A user's authenticator app (TOTP). The secret is stored encrypted (AES-256-GCM) and never sent
 * again after enrolment; `enabled_at` is null until a first code confirms it; `last_used_step` is
 * the time step of the last accepted code, so no code is accepted twice.
 */
export const twoStepFactors = pgTable('two_step_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of two-step sign-in, stored as SHA-256; `used_at` makes each single-use. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_step_recovery_codes_user_idx').on(table.userId)],
);

/** A password (or link) that was right for an account with two-step sign-in: the code finishes it. */
export const pendingSignIns = pgTable('pending_sign_ins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedCodes: integer('failed_codes').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What happened to an account, for its owner's "Account activity" (no secrets; the address truncated). */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ipPrefix: text('ip_prefix').notNull().default(''),
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_events_user_idx').on(table.userId, table.id)],
);
