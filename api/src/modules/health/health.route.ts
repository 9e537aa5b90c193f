import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';

const healthResponseSchema = successSchema(z.object({ status: z.literal('ok'), database: z.literal('up') }));

/** GET /api/health: liveness plus a `select 1`, for load balancers and the start script. */
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
};
