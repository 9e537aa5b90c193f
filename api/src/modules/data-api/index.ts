// The data API's public entry: keyed reads of property facts, values, condition, permits, renovation
// costs and market indexes under /api/data/v1, its own OpenAPI document, and batch valuations. It sits
// at the top of the modules: it reuses property, valuation, market and cost-model through their entries.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { PropertyDataProvider } from '../property';
import type { DataApiGuardFactory } from './data-api.caller';
import { useDataErrorCodes } from './data-api.errors';
import { dataOpenApiDocument } from './data-openapi';
import { DATA_API_PREFIX, type DataRouteContext, type DataRouteDoc } from './data-route';
import { marketDataRoutes } from './market-data.route';
import { propertyDataRoutes } from './property-data.route';

export { DATA_API_SCOPES, type DataApiGuardFactory, type DataApiScope } from './data-api.caller';
export { DATA_API_PREFIX, type DataRouteDoc } from './data-route';
export { dataOpenApiDocument } from './data-openapi';
export { MAX_PAGE_SIZE } from './pagination';

/** What the data API needs from the app. */
export interface DataApiModuleOptions {
  db: Database;
  provider: PropertyDataProvider;
  /** Authenticates the key and checks scope, limits and quota; sets request.dataApiCaller. */
  guard: DataApiGuardFactory;
}

/** Serves /api/data/v1; answers the routes it serves, as its OpenAPI document lists them. */
export async function dataApiModule(app: ApiApp, options: DataApiModuleOptions): Promise<readonly DataRouteDoc[]> {
  const { db, provider, guard } = options;
  const ctx: DataRouteContext = { guard, routes: [] };
  await app.register(
    async (data) => {
      useDataErrorCodes(data);
      propertyDataRoutes(data, { db, provider, ctx });
      marketDataRoutes(data, { db, ctx });
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
