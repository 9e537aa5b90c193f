import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { notReadyReason, shippedMigrations } from './readiness.service';

const healthResponseSchema = successSchema(z.object({ status: z.literal('ok'), database: z.literal('up') }));
const readyResponseSchema = successSchema(z.object({ status: z.literal('ready'), migrations: z.number().int() }));

/** Messages of GET /api/ready when the process must not get traffic. */
export const NOT_READY_MESSAGES = {
  'database-unreachable': 'The database cannot be reached.',
  'migrations-pending': 'The database schema is older than this build: migrations are pending.',
} as const;

/**
 * GET /api/health: liveness plus a `select 1`, for the start script and process supervisors.
 * GET /api/ready: readiness (database reachable, migrations current), 503 otherwise, for load balancers.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database health',
        response: { 200: healthResponseSchema, ...failureResponses(503) },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, ERROR_CODES.internal, MESSAGES.genericError);
      }
      return ok({ status: 'ok' as const, database: 'up' as const });
    },
  );

  const shipped = shippedMigrations();
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: the database answers and every migration of this build is applied',
        response: { 200: readyResponseSchema, ...failureResponses(503) },
      },
    },
    async () => {
      const reason = await notReadyReason(db, shipped);
      if (reason) throw new ApiError(503, 'NOT_READY', NOT_READY_MESSAGES[reason], { reason });
      return ok({ status: 'ready' as const, migrations: shipped.length });
    },
  );
};
