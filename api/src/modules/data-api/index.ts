// The data API's public entry: keyed reads of property facts, values, condition, permits, renovation
// costs and market indexes under /api/data/v1, its own OpenAPI document, and batch valuations. It sits
// at the top of the modules: it reuses property, valuation, market and cost-model through their entries.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { startBatchJobs } from './batch.jobs';
import { batchRoutes } from './batch.route';
import type { PropertyDataProvider } from '../property';
import type { DataApiGuardFactory } from './data-api.caller';
import { useDataErrorCodes } from './data-api.errors';
import { dataOpenApiDocument } from './data-openapi';
import { DATA_API_PREFIX, type DataRouteContext, type DataRouteDoc } from './data-route';
import { marketDataRoutes } from './market-data.route';
import { propertyDataRoutes } from './property-data.route';

export type { DataApiGuardFactory } from './data-api.caller';
export { DATA_API_PREFIX, type DataRouteDoc } from './data-route';
export { dataOpenApiDocument } from './data-openapi';
export { MAX_PAGE_SIZE } from './pagination';
export { BATCH_QUEUE, BATCH_WEBHOOK_QUEUE, webhookSecretKeyFrom } from './batch.service';
export { MAX_BATCH_ITEMS } from './batch.schema';

/** What the data API needs from the app. */
export interface DataApiModuleOptions {
  db: Database;
  provider: PropertyDataProvider;
  /** Authenticates the key and checks scope, limits and quota; sets request.dataApiCaller. */
  guard: DataApiGuardFactory;
  jobs: JobQueue;
  /** Run the batch and webhook workers in this process. */
  workers: boolean;
  /** Production: webhooks only to https URLs on public addresses (elsewhere loopback and http are allowed, for tests). */
  production: boolean;
  /** Encrypts the organisations' webhook secrets (webhookSecretKeyFrom the server secret). */
  webhookSecretKey: Buffer;
  /** The API's public origin, for the results links of webhook bodies. */
  apiOrigin: string;
  /** Seconds before the first webhook retry, doubled each time (default 10). */
  webhookRetryDelaySeconds?: number | undefined;
}

/** Serves /api/data/v1; answers the routes it serves, as its OpenAPI document lists them. */
export async function dataApiModule(app: ApiApp, options: DataApiModuleOptions): Promise<readonly DataRouteDoc[]> {
  const { db, provider, guard, jobs } = options;
  const ctx: DataRouteContext = { guard, routes: [] };
  const policy = { production: options.production };
  const secretKey = options.webhookSecretKey;
  await startBatchJobs(jobs, {
    db,
    provider,
    workers: options.workers,
    policy,
    secretKey,
    apiOrigin: options.apiOrigin,
    webhookRetryDelaySeconds: options.webhookRetryDelaySeconds,
  });
  await app.register(
    async (data) => {
      useDataErrorCodes(data);
      propertyDataRoutes(data, { db, provider, ctx });
      marketDataRoutes(data, { db, ctx });
      batchRoutes(data, { db, jobs, ctx, policy, secretKey });
      // Public, like the site's /api/docs: partners read it before they have a key.
      let document: Record<string, unknown> | undefined;
      data.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
        document ??= dataOpenApiDocument(ctx.routes);
        return reply.header('cache-control', 'public, max-age=300').send(document);
      });
    },
    { prefix: DATA_API_PREFIX },
  );
  return ctx.routes;
}
