// The developer module's public entry: organisations, data plans, API keys, the data API guard with
// its limits and usage, quota e-mails, and the partner widget's publishable keys.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { StartCheckout } from '../payment';
import { dataApiGuard } from './data-api-guard';
import { developerRoutes } from './developer.route';
import type { DataScope } from './plans';
import type { preHandlerAsyncHookHandler } from 'fastify';

export { DATA_PLANS, DATA_PLAN_IDS, DATA_SCOPES, type DataPlan, type DataPlanId, type DataScope } from './plans';
export { dataApiGuard, presentedKey, usageCounted, type DataApiCaller, type DataApiGuardOptions } from './data-api-guard';
export { createApiKey, createOrganization, hashKey } from './api-key.service';
export { apiKeys, organizations } from './developer.tables';

/** What the developer module needs from the app. */
export interface DeveloperModuleOptions {
  db: Database;
  /** The payment module's checkout, for the plans. */
  startCheckout: StartCheckout;
  /** The site's public origin (checkout return address). */
  siteOrigin: string;
}

/** What the developer module gives the app: the data API guard for the data routes. */
export interface DeveloperModule {
  guard: (scope: DataScope) => preHandlerAsyncHookHandler;
}

/** Serves the developer portal's API under /api/v1/developer and answers the data API guard. */
export async function developerModule(app: ApiApp, options: DeveloperModuleOptions): Promise<DeveloperModule> {
  const { db } = options;
  await app.register(developerRoutes, { prefix: '/api/v1/developer', db, startCheckout: options.startCheckout, siteOrigin: options.siteOrigin });
  return { guard: dataApiGuard({ db }) };
}
