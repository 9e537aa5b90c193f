import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import { isDeveloperAccount } from './developer-emails';

/** POST /developer-allowed-emails: whether the signed-in account is developer-allowed (higher project limits). Only about the caller, so it reveals no one else's. */
export const developerEmailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/developer-allowed-emails',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['estimation'],
        summary: 'Whether your account is developer-allowed (a paid account’s project limits)',
        response: { 200: successSchema(z.object({ email: z.string(), allowed: z.boolean() })), ...failureResponses(401, 403) },
      },
    },
    async (request) => ok({ email: request.sessionUser!.userEmail, allowed: await isDeveloperAccount(db, request.sessionUser!.userId) }),
  );
};
