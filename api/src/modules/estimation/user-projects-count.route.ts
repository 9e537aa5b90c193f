import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ok, failureResponses, successSchema } from '../../http/envelope';
import { savedProjectCount } from './estimator-gating.service';

/** GET /user-projects-count (spec §7 user projects count): the projects in the signed-in user's saved plans. */
export const userProjectsCountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/user-projects-count',
    {
      preHandler: app.authenticate,
      schema: { tags: ['estimation'], summary: "The number of projects in the signed-in user's saved plans", response: { 200: successSchema(z.object({ userProjectsCount: z.number().int() })), ...failureResponses(401) } },
    },
    async (request) => ok({ userProjectsCount: await savedProjectCount(db, request.sessionUser!.userId) }),
  );
};
