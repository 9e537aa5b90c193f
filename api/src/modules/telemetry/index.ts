// The telemetry module's public entry: the shell's remote-load reports, the admins' remote health
// page with its rollback, and the watch that rolls a failing canary back.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { Mailer } from '../../providers/mail/mailer';
import { requireAdmin } from '../admin';
import { DEFAULT_CANARY_RULE, startCanaryWatch, type CanaryRule } from './canary-watch';
import { REMOTE_LOADS_RATE_LIMIT, telemetryRoutes } from './telemetry.route';

export { CANARY_WATCH_QUEUE, DEFAULT_CANARY_RULE, type CanaryRule } from './canary-watch';
export { REMOTE_LOADS_RATE_LIMIT } from './telemetry.route';
export { remoteLoads } from './telemetry.tables';

export interface TelemetryModuleOptions {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  workers: boolean;
  siteOrigin: string;
  adminEmails: readonly string[];
  /** The live remotes.json; its release state sits beside it (REMOTES_FILE). */
  remotesFile: string;
  /** Who hears of an automatic canary rollback (RELEASE_TEAM_EMAILS). */
  releaseTeamEmails: readonly string[];
  canaryRule?: CanaryRule | undefined;
  rateLimit?: RateLimitSetting | undefined;
}

/** Starts the canary watch (every minute, one job across processes) and serves /api/v1/telemetry. */
export async function telemetryModule(app: ApiApp, options: TelemetryModuleOptions): Promise<void> {
  const { db, mailer, remotesFile, siteOrigin } = options;
  await startCanaryWatch(
    options.jobs,
    { db, mailer, remotesFile, siteOrigin, rule: options.canaryRule ?? DEFAULT_CANARY_RULE, teamEmails: options.releaseTeamEmails },
    { workers: options.workers },
  );
  await app.register(telemetryRoutes, {
    prefix: '/api/v1/telemetry',
    db,
    siteOrigin,
    remotesFile,
    rateLimit: options.rateLimit ?? REMOTE_LOADS_RATE_LIMIT,
    requireAdmin: requireAdmin(options.adminEmails, db),
  });
}
