// The developer module's public entry: organisations, data plans, API keys, the data API guard with
// its limits and usage, quota e-mails, and the partner widget's publishable keys.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import { dataApiGuard } from './data-api-guard';
import type { DataScope } from './plans';
import type { preHandlerAsyncHookHandler } from 'fastify';

export { DATA_PLANS, DATA_PLAN_IDS, DATA_SCOPES, type DataPlan, type DataPlanId, type DataScope } from './plans';
export { dataApiGuard, presentedKey, usageCounted, type DataApiCaller, type DataApiGuardOptions } from './data-api-guard';
export { createApiKey, createOrganization, hashKey } from './api-key.service';
export { apiKeys, organizations } from './developer.tables';

/** What the developer module needs from the app. */
export interface DeveloperModuleOptions {
  db: Database;
}

/** What the developer module gives the app: the data API guard for the data routes. */
export interface DeveloperModule {
  guard: (scope: DataScope) => preHandlerAsyncHookHandler;
}

/** Builds the data API guard. */
export async function developerModule(_app: ApiApp, options: DeveloperModuleOptions): Promise<DeveloperModule> {
  return { guard: dataApiGuard({ db: options.db }) };
}
