import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The ledger of work a job did that must not be done twice (an email handed to the SMTP server),
 * keyed by the job's idempotency key: a job retried after a crash finds its row and skips the work.
 */
export const jobLedger = pgTable('job_ledger', {
  key: text('key').primaryKey(),
  queue: text('queue').notNull(),
  /** When the work was done; while it is claimed, when it was claimed. */
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who holds the work while it is under way (claimEach); null once it is done. */
  claimant: text('claimant'),
});
