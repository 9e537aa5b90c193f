// The developer module's public entry: organisations, data plans, API keys, the data API guard with
// its limits and usage, quota e-mails, and the partner widget's publishable keys.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { StartCheckout } from '../payment';
import { dataApiGuard } from './data-api-guard';
import { developerRoutes } from './developer.route';
import { quotaNotifier } from './quota-notices';
import { startLeadDelivery } from './lead-delivery';
import { widgetRoutes } from './widget.route';
import { widgetSettingsRoutes } from './widget-settings.route';
import type { JobQueue } from '../../jobs/job-queue';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { Mailer } from '../../providers/mail/mailer';
import type { DataScope } from './plans';
import type { preHandlerAsyncHookHandler } from 'fastify';

export { DATA_PLANS, DATA_PLAN_IDS, DATA_SCOPES, type DataPlan, type DataPlanId, type DataScope } from './plans';
export { DATA_API_ERROR_CODES } from './data-api-error-codes';
export { dataApiGuard, presentedKey, usageCounted, type DataApiCaller, type DataApiGuardOptions } from './data-api-guard';
export { createApiKey, createOrganization, hashKey } from './api-key.service';
export { apiKeys, organizations } from './developer.tables';
export { QUOTA_THRESHOLDS, quotaNotifier, sendQuotaNotices } from './quota-notices';
export { LEAD_WEBHOOK_QUEUE } from './lead-delivery';
export { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook-signature';
export { assertPublicHost, isPrivateAddress, webhookUrlProblem } from './webhook-url';
export { WIDGET_LEAD_RATE_LIMIT, WIDGET_RATE_LIMIT } from './widget.route';

/** What the developer module needs from the app. */
export interface DeveloperModuleOptions {
  db: Database;
  /** The payment module's checkout, for the plans. */
  startCheckout: StartCheckout;
  /** The site's public origin (checkout return address, links in e-mails). */
  siteOrigin: string;
  /** Sends the quota e-mails and the widget's leads (a durable mail job each). */
  mailer: Mailer;
  /** Durable jobs: the leads webhook. */
  jobs: JobQueue;
  /** Run the leads webhook worker in this process. */
  workers: boolean;
  /** Production: webhooks only over https to public addresses. */
  production: boolean;
  /** Per-address budgets of the widget API (defaults WIDGET_RATE_LIMIT, WIDGET_LEAD_RATE_LIMIT). */
  widgetRateLimit?: RateLimitSetting | undefined;
  widgetLeadRateLimit?: RateLimitSetting | undefined;
}

/** What the developer module gives the app: the data API guard for the data routes. */
export interface DeveloperModule {
  guard: (scope: DataScope) => preHandlerAsyncHookHandler;
}

/** Serves the developer portal's API under /api/v1/developer and answers the data API guard. */
export async function developerModule(app: ApiApp, options: DeveloperModuleOptions): Promise<DeveloperModule> {
  const { db } = options;
  await app.register(developerRoutes, { prefix: '/api/v1/developer', db, startCheckout: options.startCheckout, siteOrigin: options.siteOrigin });
  await app.register(widgetSettingsRoutes, { prefix: '/api/v1/developer', db, production: options.production });
  await startLeadDelivery(options.jobs, { db, workers: options.workers, production: options.production });
  await app.register(widgetRoutes, {
    prefix: '/api/widget/v1',
    db,
    mailer: options.mailer,
    jobs: options.jobs,
    rateLimit: options.widgetRateLimit,
    leadRateLimit: options.widgetLeadRateLimit,
  });
  return { guard: dataApiGuard({ db, onCounted: quotaNotifier(db, options.mailer, options.siteOrigin) }) };
}
