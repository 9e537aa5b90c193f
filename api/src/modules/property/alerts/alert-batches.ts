import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { idRanges } from '../../../jobs/id-ranges';
import { claimEach, releaseClaims, settleClaim } from '../../../jobs/job-ledger';
import { fixedJobId, type JobQueue, type QueuedJob } from '../../../jobs/job-queue';
import { mapPool } from '../../../jobs/map-pool';
import type { Mailer, MailMessage } from '../../../providers/mail/mailer';
import type { SendBudget } from '../../../providers/mail/send-budget';
import { users } from '../../security';
import { userProperties, userPropertyPreferences } from '../property.tables';
import type { AlertKind } from './alert-links';
import { wantsAlert, type HomeAlertDeps } from './home-alerts.service';

/** One range of an alert's subscribers: the homes with user_properties ids in [fromId, toId]. */
export interface AlertRange {
  fromId: number;
  toId: number;
}

/** A batch job: one range of one day's pass, run as of `now` (the tick's time, kept for its retries). */
export interface AlertBatchJob extends AlertRange {
  now: string;
  batch: number;
}

/** How a batch of alerts runs. */
export interface AlertBatchOptions {
  /** Holds the batch's alert claims: a batch job's idempotency key (stable across its retries) or one direct run. */
  claimant: string;
  /** Sends in flight at once. */
  concurrency: number;
  budget?: SendBudget | undefined;
}

/** What a pass over a batch did. */
export interface AlertBatchResult {
  /** Homes of the range checked. */
  homes: number;
  sent: number;
  /** Sends that failed; their claims were given back for the retry. */
  failed: number;
  lastError: string | null;
}

/** The homes whose owners want `kind` split into ranges of `size` user_properties ids (keyset on the id), in one query. */
export async function alertRanges(db: Database, kind: AlertKind, size: number): Promise<Array<AlertRange & { batch: number; homes: number }>> {
  const subscribed = sql`
    select ${userProperties.id} as id
    from ${userProperties}
    join ${users} on ${users.id} = ${userProperties.userId}
    left join ${userPropertyPreferences} on ${userPropertyPreferences.userPropertyId} = ${userProperties.id}
    where ${wantsAlert(kind)}`;
  return (await idRanges(db, subscribed, size)).map((r) => ({ batch: r.batch, fromId: r.fromId, toId: r.toId, homes: r.count }));
}

/** What planAlertBatches plans: whose homes, into which queue, under which key. */
export interface AlertBatchPlan {
  kind: AlertKind;
  queue: string;
  /** Starts each batch job's key, e.g. "value-alerts". */
  keyPrefix: string;
  size: number;
}

/**
 * One cron tick of a batched alert: enqueues one job per range of subscribed homes, each under an id
 * fixed by the tick (the tick job's idempotency key, the same for its retries and whichever process
 * takes it) and the batch number, so a tick's batches are enqueued once. Returns the batches planned.
 */
export async function planAlertBatches(db: Database, jobs: JobQueue, plan: AlertBatchPlan, tick: string, now: Date): Promise<number> {
  const ranges = await alertRanges(db, plan.kind, plan.size);
  await jobs.sendEach<AlertBatchJob>(
    plan.queue,
    ranges.map((r) => {
      const key = `${plan.keyPrefix}:${tick}:batch-${r.batch}`;
      return { id: fixedJobId(key), idempotencyKey: key, data: { now: now.toISOString(), batch: r.batch, fromId: r.fromId, toId: r.toId } };
    }),
  );
  return ranges.length;
}

/** One alert email a batch owes, under its ledger key. */
export interface DueAlertEmail {
  key: string;
  message: MailMessage;
}

/**
 * Claims the due alerts' keys in the ledger (one read, one insert), sends those this claimant holds,
 * `concurrency` at once within the send budget, and records each right after it is sent; a failed send
 * gives its claim back (counted in `result`) so the retry sends it. Returns the alerts sent now and
 * those an earlier attempt sent.
 */
export async function sendClaimedAlerts<T extends DueAlertEmail>(
  db: Database,
  mailer: Mailer,
  ledgerQueue: string,
  due: T[],
  options: AlertBatchOptions,
  result: AlertBatchResult,
): Promise<{ sent: T[]; sentBefore: T[] }> {
  if (due.length === 0) return { sent: [], sentBefore: [] };
  const claims = await claimEach(
    db,
    ledgerQueue,
    due.map((d) => d.key),
    options.claimant,
  );
  const sent: T[] = [];
  const failed: string[] = [];
  await mapPool(
    due.filter((d) => claims.mine.has(d.key)),
    options.concurrency,
    async (d) => {
      try {
        await options.budget?.take();
        await mailer.send(d.message);
      } catch (error) {
        failed.push(d.key);
        result.lastError = error instanceof Error ? error.message : String(error);
        return;
      }
      await settleClaim(db, d.key, options.claimant);
      sent.push(d);
      result.sent += 1;
    },
  );
  result.failed += failed.length;
  await releaseClaims(db, failed, options.claimant);
  return { sent, sentBefore: due.filter((d) => claims.done.has(d.key)) };
}

/** A batch's pass over one range of homes (value-change or nearby-permit). */
export type AlertBatchSender = (deps: HomeAlertDeps, range: AlertRange, now: Date, options: AlertBatchOptions) => Promise<AlertBatchResult>;

/** One batch job: failed sends fail the job, and the queue's retry (same claimant) sends only those. */
export async function runAlertBatchJob(send: AlertBatchSender, name: string, deps: HomeAlertDeps, job: QueuedJob<AlertBatchJob>, options: AlertBatchOptions): Promise<void> {
  const { now, batch, fromId, toId } = job.data;
  const result = await send(deps, { fromId, toId }, new Date(now), options);
  if (result.failed > 0) throw new Error(`${result.failed} of ${name} batch ${batch}'s emails were not sent: ${result.lastError ?? ''}`);
}

/** Every range in this process, without the queue (tests, development); returns the emails sent. */
export async function runEveryAlertBatch(send: AlertBatchSender, name: string, deps: HomeAlertDeps, ranges: AlertRange[], now: Date, concurrency: number): Promise<number> {
  const claimant = `direct:${randomUUID()}`;
  let sent = 0;
  for (const range of ranges) {
    const result = await send(deps, range, now, { claimant, concurrency });
    if (result.failed > 0) throw new Error(`${result.failed} ${name} alert emails were not sent: ${result.lastError ?? ''}`);
    sent += result.sent;
  }
  return sent;
}
