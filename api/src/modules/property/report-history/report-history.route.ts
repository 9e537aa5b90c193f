import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { failureResponses, ok, successSchema } from '../../../http/envelope';
import { kukunIdParamsSchema } from '../property.schema';
import { deleteReportHistoryEntry, IHOME_REPORT_TOOL, reportHistoryOf } from './report-history.service';

const tags = ['property'];

/** POST user-order-history body (toolName, toolVersion; default IHOME_REPORT version 1, the only history kept here). */
export const orderHistoryBodySchema = z
  .object({
    toolName: z.literal(IHOME_REPORT_TOOL.toolName).default(IHOME_REPORT_TOOL.toolName),
    toolVersion: z.literal(IHOME_REPORT_TOOL.toolVersion).default(IHOME_REPORT_TOOL.toolVersion),
  })
  .strict();

const entrySchema = z.object({
  kukunId: z.number().int(),
  address: z.string(),
  unitNumber: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number().int(),
  bought: z.boolean(),
  activityAt: z.string(),
});

export const orderHistoryResponseSchema = successSchema(z.object({ toolName: z.string(), toolVersion: z.number().int(), userOrders: z.array(entrySchema) }));

/** The home report history (/ihome-report-history) under /api/v1/property. */
export const reportHistoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/user-order-history',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'User order history (IHOME_REPORT version 1): every home report the user opened or bought, newest first',
        body: orderHistoryBodySchema,
        response: { 200: orderHistoryResponseSchema, ...failureResponses(400, 401) },
      },
    },
    async (request) => ok({ ...IHOME_REPORT_TOOL, userOrders: await reportHistoryOf(db, request.sessionUser!.userId) }),
  );

  app.delete(
    '/report-history/:kukunId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Delete a report from the user's own history (404 when it is not in it)",
        params: kukunIdParamsSchema,
        response: { 200: successSchema(z.object({ deleted: z.literal(true) })), ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteReportHistoryEntry(db, request.sessionUser!.userId, request.params.kukunId);
      return ok({ deleted: true as const });
    },
  );
};
