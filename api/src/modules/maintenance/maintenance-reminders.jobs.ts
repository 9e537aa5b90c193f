import type { Database } from '../../db/database';
import { systemClock, type Clock } from '../../jobs/clock';
import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import { sendBudget } from '../../providers/mail/send-budget';
import { DEFAULT_MAINTENANCE_REMINDER_CRON, MAINTENANCE_REMINDER_QUEUE, type ReminderDeps } from './maintenance-reminders.service';
import { planWeeklyRun, runWeeklyEmailBatchJob, WEEKLY_EMAIL_BATCH_QUEUE, type WeeklyEmailBatchJob } from './weekly-email-run';

/** The former daily maintenance alert queue, replaced by the weekly email. */
const REPLACED_DAILY_ALERT_QUEUE = 'alerts.maintenance';

/** The tick only plans (one query and one insert of the batch jobs). */
const REMINDER_QUEUE_SETTINGS = { retryLimit: 4, retryDelaySeconds: 60, expireInSeconds: 300 } satisfies QueueSettings;
/** A batch of 500 users takes well under a minute; one still running after 10 is taken as crashed and retried. */
const BATCH_QUEUE_SETTINGS = { retryLimit: 6, retryDelaySeconds: 30, expireInSeconds: 600 } satisfies QueueSettings;

/** How this process takes part in the weekly email. */
export interface ReminderJobOptions {
  workers: boolean;
  cron?: string | undefined;
  clock?: Clock;
  /** The mail provider's budget, shared by every process (config MAIL_SEND_PER_MINUTE). */
  sendPerMinute: number;
  /** Batch jobs this process runs at once (each sends at most WEEKLY_EMAIL_BATCH_CONCURRENCY at a time). */
  batchWorkers: number;
}

/**
 * Defines and schedules the weekly maintenance email (cron in UTC, config MAINTENANCE_REMINDER_CRON):
 * each tick sends one planning job however many API processes run; the plan is one job per batch of
 * users, which the workers of every process share.
 */
export async function startMaintenanceReminderJob(jobs: JobQueue, deps: ReminderDeps & { db: Database }, options: ReminderJobOptions): Promise<void> {
  // This email replaced the daily parts-only maintenance alert: a database that still has its schedule drops it.
  await jobs.unschedule(REPLACED_DAILY_ALERT_QUEUE);
  await jobs.define(MAINTENANCE_REMINDER_QUEUE, REMINDER_QUEUE_SETTINGS);
  await jobs.define(WEEKLY_EMAIL_BATCH_QUEUE, BATCH_QUEUE_SETTINGS);
  await jobs.schedule(MAINTENANCE_REMINDER_QUEUE, options.cron ?? DEFAULT_MAINTENANCE_REMINDER_CRON);
  if (!options.workers) return;
  const clock = options.clock ?? systemClock;
  const budget = sendBudget(deps.db, options.sendPerMinute);
  await jobs.work(MAINTENANCE_REMINDER_QUEUE, async () => void (await planWeeklyRun(deps.db, jobs, await clock.now())));
  await jobs.work<WeeklyEmailBatchJob>(WEEKLY_EMAIL_BATCH_QUEUE, (job) => runWeeklyEmailBatchJob(deps, job, { budget }), { concurrency: options.batchWorkers });
}
