import { systemClock, type Clock } from '../../../jobs/clock';
import type { JobQueue, QueueSettings } from '../../../jobs/job-queue';
import { type HomeAlertDeps, runNearbyPermitAlerts, runValueChangeAlerts } from './home-alerts.service';

/**
 * The scheduled alert jobs: one queue each, a daily cron (UTC) that sends one job per tick however
 * many API processes run, and a worker that runs the alert pass. A pass can run again safely (a
 * retry, a second tick): the ledger keeps each alert to one email. Maintenance reminders are the
 * weekly email of the maintenance plan (modules/maintenance/maintenance-reminders.service.ts).
 */
export const HOME_ALERT_JOBS = [
  { queue: 'alerts.value-change', cron: '0 14 * * *', run: runValueChangeAlerts },
  { queue: 'alerts.nearby-permit', cron: '10 14 * * *', run: runNearbyPermitAlerts },
] as const;

/** A pass walks every subscribed home: give it time, and retry a failed one a few times over the hour. */
const ALERT_QUEUE_SETTINGS = { retryLimit: 4, retryDelaySeconds: 120, expireInSeconds: 1800 } satisfies QueueSettings;

/** How the alert jobs run in this process. */
export interface HomeAlertJobOptions {
  /** Run the passes here (false: a web-only replica that only schedules). */
  workers: boolean;
  /** The value-change alerts' cron (config VALUE_ALERT_CRON; default daily 14:00 UTC). */
  valueChangeCron?: string | undefined;
  /** The time a pass runs at (default the real time; the development clock in dev and tests). */
  clock?: Clock;
}

/** Defines and schedules the alert queues; with `workers`, this process also runs the passes. */
export async function startHomeAlertJobs(jobs: JobQueue, deps: HomeAlertDeps, options: HomeAlertJobOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  for (const { queue, cron, run } of HOME_ALERT_JOBS) {
    await jobs.define(queue, ALERT_QUEUE_SETTINGS);
    await jobs.schedule(queue, (queue === 'alerts.value-change' && options.valueChangeCron) || cron);
    if (options.workers) await jobs.work(queue, async () => void (await run(deps, await clock.now())));
  }
}
