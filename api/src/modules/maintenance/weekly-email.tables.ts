import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';

/**
 * One weekly maintenance email run per ISO week: planned once by the cron tick (however many
 * processes take it), then counted up by its batch jobs; the admin area reads its progress here.
 */
export const weeklyEmailRuns = pgTable('weekly_email_runs', {
  /** ISO week, e.g. 2026-W48. */
  week: text('week').primaryKey(),
  /** The calendar date the run computes the emails for (the tick's day), kept for its retries. */
  today: text('today').notNull(),
  /** planning (batches being enqueued), sending, done. */
  status: text('status').notNull().default('planning'),
  /** Each later tick of the week makes another pass for the users who opted in since (a finished week has one). */
  pass: integer('pass').notNull().default(1),
  /** Opted-in users when this pass was planned; the batch counts are this pass's too, `sent` is the week's. */
  usersTotal: integer('users_total').notNull().default(0),
  batchesTotal: integer('batches_total').notNull().default(0),
  batchesDone: integer('batches_done').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  /** Of this pass's users: nothing due this week (no email), or claimed by another run. */
  skipped: integer('skipped').notNull().default(0),
  /** Sends of this pass that failed (their users are retried with the batch). */
  failed: integer('failed').notNull().default(0),
  lastError: text('last_error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Each user's email of a week: claimed (by a batch job, or a direct run) before it is sent, then
 * sent. A claim is taken once (INSERT ... ON CONFLICT DO NOTHING), so of two workers only one sends;
 * a failed send gives its claim back; a retry of the same batch job takes over its own claims.
 */
export const weeklyEmailDeliveries = pgTable(
  'weekly_email_deliveries',
  {
    week: text('week').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** claimed, sent */
    state: text('state').notNull(),
    /** Who holds the claim: a batch job's idempotency key (stable across its retries) or one direct run. */
    claimant: text('claimant').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.week, t.userId] })],
);
