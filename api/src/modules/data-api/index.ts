// The data API's public entry: keyed reads of property facts, values, condition, permits, renovation
// costs and market indexes under /api/data/v1, its own OpenAPI document, and batch valuations. It sits
// at the top of the modules: it reuses property, valuation, market and cost-model through their entries.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { PropertyDataProvider } from '../property';
import type { DataApiGuardFactory } from './data-api.caller';
import { useDataErrorCodes } from './data-api.errors';
import { DATA_API_PREFIX } from './data-route';
import { marketDataRoutes } from './market-data.route';
import { propertyDataRoutes } from './property-data.route';

export { DATA_API_SCOPES, type DataApiGuardFactory, type DataApiScope } from './data-api.caller';
export { DATA_API_PREFIX } from './data-route';
export { MAX_PAGE_SIZE } from './pagination';

/** What the data API needs from the app. */
export interface DataApiModuleOptions {
  db: Database;
  provider: PropertyDataProvider;
  /** Authenticates the key and checks scope, limits and quota; sets request.dataApiCaller. */
  guard: DataApiGuardFactory;
}

/** Serves /api/data/v1. */
export async function dataApiModule(app: ApiApp, options: DataApiModuleOptions): Promise<void> {
  const { db, provider, guard } = options;
  await app.register(
    async (data) => {
      useDataErrorCodes(data);
      propertyDataRoutes(data, { db, provider, guard });
      marketDataRoutes(data, { db, guard });
    },
    { prefix: DATA_API_PREFIX },
  );
}
