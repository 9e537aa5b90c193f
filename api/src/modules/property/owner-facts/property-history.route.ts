import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { failureResponses, ok, successSchema } from '../../../http/envelope';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { ownerFactsView } from './owner-facts.service';

const historySchema = z.array(z.object({ fact: z.string(), label: z.string(), oldValue: z.number(), newValue: z.number(), changedAt: z.string(), changedBy: z.string() }));

/** POST /property-history {userPropertyId}: the changes made to one of your homes' facts, newest first. */
export const propertyHistoryRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PropertyDataProvider }> = async (app, { db, provider }) => {
  app.post(
    '/property-history',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['property'],
        summary: "The history of changes to one of your homes' facts (another user's home is 404)",
        body: z.object({ userPropertyId: z.number().int().positive().max(2_147_483_647) }),
        response: { 200: successSchema(z.object({ userPropertyId: z.number().int(), history: historySchema })), ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userPropertyId } = request.body;
      const { history } = await ownerFactsView(db, provider, request.sessionUser!.userId, userPropertyId);
      return ok({ userPropertyId, history });
    },
  );
};
