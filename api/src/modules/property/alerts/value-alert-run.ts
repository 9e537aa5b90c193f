import type { Database } from '../../../db/database';
import type { JobQueue, QueuedJob } from '../../../jobs/job-queue';
import type { SendBudget } from '../../../providers/mail/send-budget';
import { alertRanges, planAlertBatches, runAlertBatchJob, runEveryAlertBatch, type AlertBatchJob } from './alert-batches';
import type { HomeAlertDeps } from './home-alerts.service';
import { sendValueAlertBatch } from './value-alert-batch';

/** The queue of one day's value-alert batches (the cron tick only plans them). */
export const VALUE_ALERT_BATCH_QUEUE = 'alerts.value-change-batch';
/** Homes per batch job: a retried batch repeats little work, and the queue stays short at 100,000 homes. */
export const VALUE_ALERT_BATCH_SIZE = 1000;
/** Alert emails in flight at once within one batch. */
export const VALUE_ALERT_BATCH_CONCURRENCY = 6;

/** The homes whose owners want value-change alerts split into ranges of `size` user_properties ids. */
export const valueAlertRanges = (db: Database, size = VALUE_ALERT_BATCH_SIZE) => alertRanges(db, 'value-change', size);

/**
 * One cron tick: enqueues one job per range of followed homes, once per tick (planAlertBatches).
 * Another tick makes another pass, which values only homes without this period's mark. Returns the
 * batches planned.
 */
export function planValueAlerts(db: Database, jobs: JobQueue, tick: string, now: Date, size = VALUE_ALERT_BATCH_SIZE): Promise<number> {
  return planAlertBatches(db, jobs, { kind: 'value-change', queue: VALUE_ALERT_BATCH_QUEUE, keyPrefix: 'value-alerts', size }, tick, now);
}

/** One batch job: checks its homes and sends their alerts; failed sends fail the job, and the queue's retry sends only those. */
export function runValueAlertBatchJob(deps: HomeAlertDeps, job: QueuedJob<AlertBatchJob>, options: { budget?: SendBudget | undefined } = {}): Promise<void> {
  return runAlertBatchJob(sendValueAlertBatch, 'value-alert', deps, job, { claimant: job.idempotencyKey, concurrency: VALUE_ALERT_BATCH_CONCURRENCY, budget: options.budget });
}

/**
 * Value-change alerts: a home's valuation of the current period (the UTC year) against the value
 * last alerted. A home's first mark is its valuation when it was saved (the period it was saved in,
 * or the one before this when saved earlier), which sends nothing by itself; a later period whose
 * value moved by VALUE_CHANGE_THRESHOLD or more from the mark sends one email with both values and
 * the change, and its value becomes the one the next period is compared with. This runs every
 * batch in this process, without the queue (tests, development); returns the emails it sent.
 */
export async function runValueChangeAlerts(deps: HomeAlertDeps, now = new Date()): Promise<number> {
  return runEveryAlertBatch(sendValueAlertBatch, 'value-change', deps, await valueAlertRanges(deps.db), now, VALUE_ALERT_BATCH_CONCURRENCY);
}
