import { systemClock, type Clock } from '../../../jobs/clock';
import type { JobQueue, QueueSettings } from '../../../jobs/job-queue';
import type { Mailer } from '../../../providers/mail/mailer';
import { sendBudget } from '../../../providers/mail/send-budget';
import type { HomeAlertDeps } from './home-alerts.service';
import { PERMIT_ALERT_BATCH_QUEUE, planNearbyPermitAlerts, runNearbyPermitBatchJob } from './nearby-permit-alerts';
import { planValueAlerts, runValueAlertBatchJob, VALUE_ALERT_BATCH_QUEUE } from './value-alert-run';
import type { AlertBatchJob } from './alert-batches';

/**
 * The scheduled alert jobs: one queue each, a daily cron (UTC) that sends one job per tick however
 * many API processes run. Each tick plans batch jobs of the subscribed homes, which the workers of
 * every process share. Either can run again safely (a retry, a second tick): the ledger keeps each
 * alert to one email. Maintenance reminders are the
 * weekly email of the maintenance plan (modules/maintenance/maintenance-reminders.service.ts).
 */
export const HOME_ALERT_JOBS = [
  { queue: 'alerts.value-change', cron: '0 14 * * *' },
  { queue: 'alerts.nearby-permit', cron: '10 14 * * *' },
] as const;

/** A tick only plans (one query and one insert of the batch jobs). */
const PLAN_QUEUE_SETTINGS = { retryLimit: 4, retryDelaySeconds: 60, expireInSeconds: 300 } satisfies QueueSettings;
/** A batch of 1,000 homes takes seconds; one still running after 10 minutes is taken as crashed and retried. */
const BATCH_QUEUE_SETTINGS = { retryLimit: 6, retryDelaySeconds: 30, expireInSeconds: 600 } satisfies QueueSettings;
/** Batch jobs of each alert one process runs at once. */
const ALERT_BATCH_WORKERS = 2;

/** How the alert jobs run in this process. */
export interface HomeAlertJobOptions {
  /** Run the passes here (false: a web-only replica that only schedules). */
  workers: boolean;
  /** The value-change alerts' cron (config VALUE_ALERT_CRON; default daily 14:00 UTC). */
  valueChangeCron?: string | undefined;
  /** The time a pass runs at (default the real time; the development clock in dev and tests). */
  clock?: Clock;
  /** The alert batches record each send themselves, so they hand mail straight to SMTP (default: deps.mailer). */
  bulkMailer?: Mailer | undefined;
  /** The mail provider's per-minute budget the alert batches share with every bulk send (config MAIL_SEND_PER_MINUTE). */
  sendPerMinute?: number | undefined;
}

/** Defines and schedules the alert queues; with `workers`, this process also runs the passes and batches. */
export async function startHomeAlertJobs(jobs: JobQueue, deps: HomeAlertDeps, options: HomeAlertJobOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  const [valueChange, nearbyPermit] = HOME_ALERT_JOBS;
  await jobs.define(valueChange.queue, PLAN_QUEUE_SETTINGS);
  await jobs.define(VALUE_ALERT_BATCH_QUEUE, BATCH_QUEUE_SETTINGS);
  await jobs.define(nearbyPermit.queue, PLAN_QUEUE_SETTINGS);
  await jobs.define(PERMIT_ALERT_BATCH_QUEUE, BATCH_QUEUE_SETTINGS);
  await jobs.schedule(valueChange.queue, options.valueChangeCron || valueChange.cron);
  await jobs.schedule(nearbyPermit.queue, nearbyPermit.cron);
  if (!options.workers) return;
  const budget = options.sendPerMinute ? sendBudget(deps.db, options.sendPerMinute) : undefined;
  const bulkDeps = { ...deps, mailer: options.bulkMailer ?? deps.mailer };
  await jobs.work(valueChange.queue, async (job) => void (await planValueAlerts(deps.db, jobs, job.idempotencyKey, await clock.now())));
  await jobs.work<AlertBatchJob>(VALUE_ALERT_BATCH_QUEUE, (job) => runValueAlertBatchJob(bulkDeps, job, { budget }), { concurrency: ALERT_BATCH_WORKERS });
  await jobs.work(nearbyPermit.queue, async (job) => void (await planNearbyPermitAlerts(deps.db, jobs, job.idempotencyKey, await clock.now())));
  await jobs.work<AlertBatchJob>(PERMIT_ALERT_BATCH_QUEUE, (job) => runNearbyPermitBatchJob(bulkDeps, job, { budget }), { concurrency: ALERT_BATCH_WORKERS });
}
