import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { idRanges } from '../../../jobs/id-ranges';
import { fixedJobId, type JobQueue, type QueuedJob } from '../../../jobs/job-queue';
import type { SendBudget } from '../../../providers/mail/send-budget';
import { users } from '../../security';
import { userProperties, userPropertyPreferences } from '../property.tables';
import { wantsAlert, type HomeAlertDeps } from './home-alerts.service';
import { sendValueAlertBatch, type ValueAlertRange } from './value-alert-batch';

/** The queue of one day's value-alert batches (the cron tick only plans them). */
export const VALUE_ALERT_BATCH_QUEUE = 'alerts.value-change-batch';
/** Homes per batch job: a retried batch repeats little work, and the queue stays short at 100,000 homes. */
export const VALUE_ALERT_BATCH_SIZE = 1000;
/** Alert emails in flight at once within one batch. */
export const VALUE_ALERT_BATCH_CONCURRENCY = 6;

/** A batch job: one range of followed homes of one day's pass, valued as of `now` (the tick's time, kept for its retries). */
export interface ValueAlertBatchJob extends ValueAlertRange {
  now: string;
  batch: number;
}

/** The homes whose owners want value-change alerts split into ranges of `size` user_properties ids (keyset on the id), in one query. */
export async function valueAlertRanges(db: Database, size = VALUE_ALERT_BATCH_SIZE): Promise<Array<ValueAlertRange & { batch: number; homes: number }>> {
  const followed = sql`
    select ${userProperties.id} as id
    from ${userProperties}
    join ${users} on ${users.id} = ${userProperties.userId}
    left join ${userPropertyPreferences} on ${userPropertyPreferences.userPropertyId} = ${userProperties.id}
    where ${wantsAlert('value-change')}`;
  return (await idRanges(db, followed, size)).map((r) => ({ batch: r.batch, fromId: r.fromId, toId: r.toId, homes: r.count }));
}

/**
 * One cron tick: enqueues one job per range of followed homes, each under an id fixed by the tick
 * (the tick job's idempotency key, the same for its retries and whichever process takes it) and the
 * batch number, so a tick's batches are enqueued once. Another tick makes another pass, which
 * values only homes without this period's mark. Returns the batches planned.
 */
export async function planValueAlerts(db: Database, jobs: JobQueue, tick: string, now: Date, size = VALUE_ALERT_BATCH_SIZE): Promise<number> {
  const ranges = await valueAlertRanges(db, size);
  await jobs.sendEach<ValueAlertBatchJob>(
    VALUE_ALERT_BATCH_QUEUE,
    ranges.map((r) => {
      const key = `value-alerts:${tick}:batch-${r.batch}`;
      return { id: fixedJobId(key), idempotencyKey: key, data: { now: now.toISOString(), batch: r.batch, fromId: r.fromId, toId: r.toId } };
    }),
  );
  return ranges.length;
}

/** One batch job: checks its homes and sends their alerts; failed sends fail the job, and the queue's retry sends only those. */
export async function runValueAlertBatchJob(deps: HomeAlertDeps, job: QueuedJob<ValueAlertBatchJob>, options: { budget?: SendBudget | undefined } = {}): Promise<void> {
  const { now, batch, fromId, toId } = job.data;
  const result = await sendValueAlertBatch(deps, { fromId, toId }, new Date(now), {
    claimant: job.idempotencyKey,
    concurrency: VALUE_ALERT_BATCH_CONCURRENCY,
    budget: options.budget,
  });
  if (result.failed > 0) throw new Error(`${result.failed} of value-alert batch ${batch}'s emails were not sent: ${result.lastError ?? ''}`);
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
  const claimant = `direct:${randomUUID()}`;
  let sent = 0;
  for (const range of await valueAlertRanges(deps.db)) {
    const result = await sendValueAlertBatch(deps, range, now, { claimant, concurrency: VALUE_ALERT_BATCH_CONCURRENCY });
    if (result.failed > 0) throw new Error(`${result.failed} value-change alert emails were not sent: ${result.lastError ?? ''}`);
    sent += result.sent;
  }
  return sent;
}
