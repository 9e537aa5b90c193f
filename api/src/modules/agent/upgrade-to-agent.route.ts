import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ROLE_IDS, UPGRADE_TO_AGENT_MESSAGES as TEXT, isAgentRole } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { sessionUserSchema, toSessionUser, users } from '../security';
import { agentProfiles } from './agent-profile.tables';

const tags = ['agent'];

/**
 * PUT /api/v1/agent/upgrade-to-agent: the signed-in homeowner's own account becomes an agent account
 * (role agent, with the empty agent profile an agent's sign-up creates). Only the session's own account
 * changes; an agent is told it already is one, any other role (contractor, admin) is refused.
 */
export const upgradeToAgentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/upgrade-to-agent',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: 'A homeowner account becomes an agent account',
        response: { 200: successSchema(z.object({ user: sessionUserSchema, message: z.string() })), ...failureResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      if (isAgentRole(user.userRole)) throw new ApiError(409, 'ALREADY_AGENT', TEXT.alreadyAgent);
      if (user.userRole !== 'STANDARD') throw new ApiError(403, ERROR_CODES.forbidden, TEXT.notHomeowner);
      const upgraded = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ roleId: ROLE_IDS.agent }).where(eq(users.id, user.userId)).returning();
        await tx.insert(agentProfiles).values({ userId: user.userId }).onConflictDoNothing();
        return row;
      });
      if (!upgraded) throw new Error('user update returned no row');
      request.log.info({ userId: user.userId }, 'homeowner account upgraded to agent');
      return ok({ user: toSessionUser(upgraded), message: TEXT.upgraded });
    },
  );
};
