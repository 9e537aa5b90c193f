// The health module's public entry: liveness and readiness.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import { healthRoutes } from './health.route';

/** Serves /api/health and /api/ready. */
export async function healthModule(app: ApiApp, options: { db: Database }): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api', db: options.db });
}
