import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { failureResponses, ok } from '../../http/envelope';
import { requireRole } from '../security/authenticate';
import {
  agentLinksBodySchema,
  agentLinksResponseSchema,
  associatedAgentResponseSchema,
  clientBodySchema,
  clientDeletedResponseSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientParamsSchema,
  clientResponseSchema,
} from './agent.schema';
import { addClient, deleteClient, listClients } from './agent-clients.service';
import { agentLinksOf, associatedAgentOf, setAgentLinks } from './associated-agent.service';

/** What the agent routes need. */
export interface AgentRoutesOptions {
  db: Database;
}

const tags = ['agent'];

/** /api/v1/agent: the agent's clients, its partner links, and a user's associated agent. */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { db }) => {
  const agentOnly = [app.authenticate, requireRole('AGENT', 'AGENT_PRO')];

  app.get(
    '/clients',
    {
      preHandler: agentOnly,
      schema: { tags, summary: "The agent's clients, sorted", querystring: clientListQuerySchema, response: { 200: clientListResponseSchema, ...failureResponses(400, 401, 403) } },
    },
    async (request) => ok({ clients: await listClients(db, request.sessionUser!.userId, request.query.sort) }),
  );

  app.post(
    '/clients',
    {
      preHandler: agentOnly,
      schema: { tags, summary: 'Add a client', body: clientBodySchema, response: { 201: clientResponseSchema, ...failureResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.status(201).send(ok({ client: await addClient(db, request.sessionUser!.userId, request.body) })),
  );

  app.delete(
    '/clients/:clientId',
    {
      preHandler: agentOnly,
      schema: { tags, summary: 'Remove a client', params: clientParamsSchema, response: { 200: clientDeletedResponseSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await deleteClient(db, request.sessionUser!.userId, request.params.clientId);
      return ok({ deleted: true as const });
    },
  );

  app.get(
    '/links',
    { preHandler: agentOnly, schema: { tags, summary: "The agent's financing and insurance links", response: { 200: agentLinksResponseSchema, ...failureResponses(401, 403) } } },
    async (request) => ok(await agentLinksOf(db, request.sessionUser!.userId)),
  );

  app.put(
    '/links',
    {
      preHandler: agentOnly,
      schema: { tags, summary: "Set the agent's financing and insurance links ('' removes one)", body: agentLinksBodySchema, response: { 200: agentLinksResponseSchema, ...failureResponses(400, 401, 403) } },
    },
    async (request) => ok(await setAgentLinks(db, request.sessionUser!.userId, request.body)),
  );

  app.get(
    '/associated-agent',
    {
      preHandler: [app.authenticate],
      schema: { tags, summary: "The signed-in user's associated agent and its links (an agent's own)", response: { 200: associatedAgentResponseSchema, ...failureResponses(401) } },
    },
    async (request) => ok(await associatedAgentOf(db, request.sessionUser!)),
  );
};
