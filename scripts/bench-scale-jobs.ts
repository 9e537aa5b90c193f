/**
 * Part of `npm run bench:scale`: the background work it times on a seeded database, run as the product
 * runs it: the API process with its job workers on takes a job sent to the job's own queue (as its cron
 * tick would send it), and its mail worker delivers over SMTP to a counting sink. A run is done when its
 * job has completed and no job it queued (mail, batches) is left waiting or running. Also the two bulk requests that run
 * jobs: a 5,000-row contacts import and a 1,000-item valuation batch.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../api/src/db/database';
import type { JobQueue } from '../api/src/jobs/job-queue';
import { MAINTENANCE_REMINDER_QUEUE } from '../api/src/modules/maintenance/maintenance-reminders.service';
import { benchAgentImport } from '../api/src/modules/agent/agent-bench';
import { HOME_ALERT_JOBS } from '../api/src/modules/property/alerts/home-alerts.jobs';
import { permitAlertRanges } from '../api/src/modules/property/alerts/nearby-permit-alerts';
import { batchSeconds } from './bench-data-api-client';
import type { JobFigures as TableJobFigures } from '../tools/src/scale-table';
import type { SmtpSink } from './smtp-sink';

/** How long one job run may take before the bench records it as unfinished (BENCH_SCALE_JOB_TIMEOUT_S, default 10 minutes). */
export const JOB_TIMEOUT_MS = Number(process.env.BENCH_SCALE_JOB_TIMEOUT_S ?? 600) * 1000;
export const IMPORT_ROWS = 5000;
export const BATCH_ITEMS = 1000;

/** One timed run: its duration, what it handled (`item` names one) and the time per item. */
export interface JobFigures extends TableJobFigures {
  /** When the job sent to the queue completed; the rest of `seconds` is the work it queued (mail, batches). */
  jobDoneSeconds?: number;
  /** E-mails the run had delivered, when they are not its items. */
  mailsDelivered?: number;
}

/** What a job run needs: the bench's own handle on the queue, the database and the mail sink. */
export interface JobRun {
  db: Database;
  jobs: JobQueue;
  sink: SmtpSink;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function figures(startedMs: number, items: number, item: string, unfinished?: string): JobFigures {
  const ms = Date.now() - startedMs;
  return { seconds: Math.round(ms / 100) / 10, items, item, msPerItem: items > 0 ? Math.round((ms / items) * 100) / 100 : null, ...(unfinished ? { unfinished } : {}) };
}

/** The count a `select count(*) as n` answers (both drivers give `{ rows }`). */
async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]!.n);
}

/** Jobs waiting (due now), retrying or running in any queue. */
function busyJobs(db: Database): Promise<number> {
  return countOf(db, sql`select count(*) as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now() and name not like '%.dead'`);
}

/** Deletes every job not yet done (on the bench's own database, after a run it stopped). */
export async function discardQueuedJobs(db: Database): Promise<void> {
  await db.execute(sql`delete from pgboss.job where state in ('created', 'retry', 'active')`);
}

/** Waits until no job is due or running (the mail the routes queued, a model fit), so a timed run starts quiet. */
export async function untilQueuesIdle(db: Database, maxMs = JOB_TIMEOUT_MS): Promise<void> {
  const until = Date.now() + maxMs;
  while ((await busyJobs(db)) > 0) {
    if (Date.now() > until) throw new Error(`the job queues did not drain in ${maxMs / 1000} s`);
    await sleep(500);
  }
}

/** Waits for job `id` of `queue` to complete and the work it queued (mail, batches) to be done; the figures of the run. */
async function untilRunDone(run: JobRun, queue: string, id: string, startedMs: number, item: string, items: (finished: boolean) => Promise<number> | number): Promise<JobFigures> {
  let jobDoneSeconds: number | undefined;
  const result = (count: number, unfinished?: string): JobFigures => ({
    ...figures(startedMs, count, item, unfinished),
    ...(jobDoneSeconds ? { jobDoneSeconds } : {}),
  });
  for (;;) {
    await sleep(250);
    const job = await run.jobs.job(queue, id);
    if (job?.state === 'failed' || job?.state === 'retry')
      return result(await items(false), `the job ${job.state === 'failed' ? 'failed' : 'threw and waits for a retry'}: ${JSON.stringify(job.output)}`);
    if (job?.state === 'completed') jobDoneSeconds ??= Math.round((Date.now() - startedMs) / 100) / 10;
    // Done when the job and all it started (its mail, batch jobs it planned) are done: no job due or running in any queue.
    if (jobDoneSeconds && (await busyJobs(run.db)) === 0) return result(await items(true));
    if (Date.now() - startedMs > JOB_TIMEOUT_MS) {
      const state = jobDoneSeconds ? `its job completed at ${jobDoneSeconds} s, what it queued was not` : `its job ${job?.state ?? 'missing'}`;
      return result(await items(false), `not finished after ${JOB_TIMEOUT_MS / 1000} s (${state})`);
    }
  }
}

/**
 * The weekly maintenance e-mail for every opted-in user: one job on its queue, as the Monday cron tick
 * sends it. Items: the e-mails delivered to the sink. The one place that knows how the run is started.
 */
export async function weeklyEmailRun(run: JobRun): Promise<JobFigures> {
  run.sink.reset();
  const started = Date.now();
  const id = await run.jobs.send(MAINTENANCE_REMINDER_QUEUE, {});
  return untilRunDone(run, MAINTENANCE_REMINDER_QUEUE, id, started, 'e-mail delivered', () => run.sink.received());
}

/**
 * The daily value-change alert pass over every followed home, as its cron tick sends it: the tick
 * plans batch jobs of 1,000 homes, the done condition waits for them. On a freshly seeded database no
 * home has a mark yet, so each home is valued once: the pass of the first day of a year. Items: the
 * homes checked, counted from the marks the run wrote.
 */
export async function valueAlertRun(run: JobRun): Promise<JobFigures> {
  const queue = HOME_ALERT_JOBS.find((j) => j.queue === 'alerts.value-change')!.queue;
  run.sink.reset();
  const since = await countOf(run.db, sql`select extract(epoch from now()) * 1000 as n`);
  const started = Date.now();
  const id = await run.jobs.send(queue, {});
  const marked = () => countOf(run.db, sql`select count(*) as n from home_value_alert_marks where updated_at >= to_timestamp(${since / 1000})`);
  const result = await untilRunDone(run, queue, id, started, 'home checked', marked);
  return { ...result, ...(run.sink.received() > 0 ? { mailsDelivered: run.sink.received() } : {}) };
}

/**
 * The daily nearby-permit alert pass over every home whose owner turned it on, as its cron tick sends it:
 * the tick plans batch jobs of 1,000 homes, the done condition waits for them. On a fresh database no
 * permit has been named yet, so every home with permits filed near it in the last 90 days gets an email:
 * its heaviest day. Items: the subscribed homes (every one is checked).
 */
export async function nearbyPermitAlertRun(run: JobRun): Promise<JobFigures> {
  const queue = HOME_ALERT_JOBS.find((j) => j.queue === 'alerts.nearby-permit')!.queue;
  const homes = (await permitAlertRanges(run.db)).reduce((sum, range) => sum + range.homes, 0);
  run.sink.reset();
  const started = Date.now();
  const id = await run.jobs.send(queue, {});
  const result = await untilRunDone(run, queue, id, started, 'home checked', (finished) => (finished ? homes : 0));
  return { ...result, mailsDelivered: run.sink.received() };
}

/** A new Pro agent imports 5,000 contacts through the import routes (upload, preview, confirm). Items: the rows. */
export async function contactsImportRun(base: string): Promise<JobFigures> {
  const { importTiming } = await benchAgentImport(base, IMPORT_ROWS);
  const ms = importTiming.totalMs;
  return { seconds: Math.round(ms / 100) / 10, items: IMPORT_ROWS, item: 'row imported', msPerItem: Math.round((ms / IMPORT_ROWS) * 100) / 100 };
}

/** A data API partner's batch of 1,000 addresses, from sending it to its status done. Items: the addresses valued. */
export async function valuationBatchRun(base: string, key: string): Promise<JobFigures> {
  const seconds = await batchSeconds(base, key, BATCH_ITEMS);
  return { seconds, items: BATCH_ITEMS, item: 'address valued', msPerItem: Math.round(((seconds * 1000) / BATCH_ITEMS) * 100) / 100 };
}
