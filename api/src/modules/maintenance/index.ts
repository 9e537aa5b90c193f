// The maintenance module's public entry: the home maintenance plan, its calendar feed, PDF and
// weekly reminder email.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../jobs/clock';
import type { Mailer } from '../../providers/mail/mailer';
import type { AlertLinkSigner, PropertyDataProvider } from '../property';
import { maintenancePdfRoutes } from './maintenance-pdf.route';
import { startMaintenanceReminderJob } from './maintenance-reminders.jobs';
import { maintenanceRoutes } from './maintenance.route';
import { weeklyEmailRoutes } from './weekly-email.route';

/** Batch jobs of the weekly email one process runs at once. */
const WEEKLY_EMAIL_BATCH_WORKERS = 2;

/** Where the maintenance plan is served. */
export const MAINTENANCE_PREFIX = '/api/v1/maintenance';

/** What the maintenance module needs from the app. */
export interface MaintenanceModuleOptions {
  db: Database;
  provider: PropertyDataProvider;
  mailer: Mailer;
  jobs: JobQueue;
  workers: boolean;
  clock: Clock;
  siteOrigin: string;
  /** The weekly email is unsubscribed with the same signed links as the home alerts. */
  alertLinks: AlertLinkSigner;
  /** Cron (UTC) of the weekly email (config MAINTENANCE_REMINDER_CRON). */
  reminderCron?: string | undefined;
  /** The mail provider's per-minute budget (config MAIL_SEND_PER_MINUTE). */
  sendPerMinute: number;
  /** Admins see the weekly email's runs. */
  adminEmails: readonly string[];
}

export { planWeeklyRun, WEEKLY_EMAIL_BATCH_QUEUE } from './weekly-email-run';

/** Starts the weekly reminder job (one email per user per ISO week) and serves /api/v1/maintenance. */
export async function maintenanceModule(app: ApiApp, options: MaintenanceModuleOptions): Promise<void> {
  const { db, provider, mailer, jobs, siteOrigin } = options;
  await startMaintenanceReminderJob(
    jobs,
    { db, mailer, provider, links: options.alertLinks, siteOrigin },
    { workers: options.workers, cron: options.reminderCron, clock: options.clock, sendPerMinute: options.sendPerMinute, batchWorkers: WEEKLY_EMAIL_BATCH_WORKERS },
  );
  await app.register(weeklyEmailRoutes, { prefix: MAINTENANCE_PREFIX, db, adminEmails: options.adminEmails });
  await app.register(maintenanceRoutes, { prefix: MAINTENANCE_PREFIX, db, provider, siteOrigin });
  await app.register(maintenancePdfRoutes, { prefix: MAINTENANCE_PREFIX, db, provider });
}
