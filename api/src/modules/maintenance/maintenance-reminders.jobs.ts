import { systemClock, type Clock } from '../../jobs/clock';
import type { JobQueue, QueueSettings } from '../../jobs/job-queue';
import { DEFAULT_MAINTENANCE_REMINDER_CRON, MAINTENANCE_REMINDER_QUEUE, runWeeklyReminders, type ReminderDeps } from './maintenance-reminders.service';

/** The former daily maintenance alert queue, replaced by the weekly email. */
const REPLACED_DAILY_ALERT_QUEUE = 'alerts.maintenance';

/** A run walks every subscribed home: give it time, and retry a failed one a few times over the hour. */
const REMINDER_QUEUE_SETTINGS = { retryLimit: 4, retryDelaySeconds: 120, expireInSeconds: 1800 } satisfies QueueSettings;

/**
 * Defines and schedules the weekly maintenance email (cron in UTC, config MAINTENANCE_REMINDER_CRON);
 * each tick sends one job however many API processes run, and with `workers` this process runs it.
 */
export async function startMaintenanceReminderJob(jobs: JobQueue, deps: ReminderDeps, options: { workers: boolean; cron?: string | undefined; clock?: Clock }): Promise<void> {
  // This email replaced the daily parts-only maintenance alert: a database that still has its schedule drops it.
  await jobs.unschedule(REPLACED_DAILY_ALERT_QUEUE);
  await jobs.define(MAINTENANCE_REMINDER_QUEUE, REMINDER_QUEUE_SETTINGS);
  await jobs.schedule(MAINTENANCE_REMINDER_QUEUE, options.cron ?? DEFAULT_MAINTENANCE_REMINDER_CRON);
  if (options.workers) await jobs.work(MAINTENANCE_REMINDER_QUEUE, async () => void (await runWeeklyReminders(deps, await (options.clock ?? systemClock).now())));
}
