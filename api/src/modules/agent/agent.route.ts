import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentPaymentRole } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { failureResponses, ok } from '../../http/envelope';
import type { ClientInviter } from './agent-invitations.service';
import { agentPaymentState } from '../payment';
import type { PropertyDataProvider } from '../property';
import { requireRole } from '../security';
import { agentImportRoutes } from './agent-import.route';
import { agentNotesRoutes } from './agent-notes.route';
import { clientHomes, setClientHomePreferences } from './agent-client-homes.service';
import {
  agentCountBodySchema,
  agentCountResponseSchema,
  clientHomesResponseSchema,
  propertyPreferencesBodySchema,
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
import { addClient, countLiveClients, deleteClient, getClient, listClients, updateClient } from './agent-clients.service';
import { agentLinksOf, associatedAgentOf, setAgentLinks } from './associated-agent.service';
import { agentProfileBodySchema, agentProfileOf, agentProfileResponseSchema, saveAgentProfile } from './agent-profile.service';

/** What the agent routes need. */
export interface AgentRoutesOptions {
  db: Database;
  /** Values of the clients' homes. */
  provider: PropertyDataProvider;
  /** Invitations when clients go live. */
  invite?: ClientInviter;
}

const tags = ['agent'];

/** /api/v1/agent: the agent's clients, its partner links, and a user's associated agent. */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { db, provider, invite }) => {
  const agentOnly = [app.authenticate, requireRole('AGENT', 'AGENT_PRO')];
  await app.register(agentNotesRoutes, { db });
  await app.register(agentImportRoutes, { db, invite });

  const count = async (agentUserId: number) => {
    const { subscription: _subscription, ...state } = await agentPaymentState(db, agentUserId, countLiveClients);
    return { ...state, paymentRole: agentPaymentRole(state) };
  };
  const countSchema = {
    tags,
    summary: 'Agent count: the payment state and live clients against the free limit',
    response: { 200: agentCountResponseSchema, ...failureResponses(401, 403) },
  };
  app.get('/count', { preHandler: agentOnly, schema: countSchema }, async (request) => ok(await count(request.sessionUser!.userId)));
  app.post('/count', { preHandler: agentOnly, schema: { ...countSchema, body: agentCountBodySchema } }, async (request) => ok(await count(request.sessionUser!.userId)));

  app.get(
    '/clients',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "A page of the agent's clients: sorted, searched, filtered",
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await listClients(db, request.sessionUser!.userId, request.query)),
  );

  app.get(
    '/clients/:clientId',
    {
      preHandler: agentOnly,
      schema: { tags, summary: 'One client', params: clientParamsSchema, response: { 200: clientResponseSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => ok({ client: await getClient(db, request.sessionUser!.userId, request.params.clientId) }),
  );

  app.put(
    '/clients/:clientId',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Change a client',
        params: clientParamsSchema,
        body: clientBodySchema,
        response: { 200: clientResponseSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok({ client: await updateClient(db, request.sessionUser!.userId, request.params.clientId, request.body) }),
  );

  app.get(
    '/clients/:clientId/property-preferences',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "The client's homes and which send notifications (GET user property preference)",
        params: clientParamsSchema,
        response: { 200: clientHomesResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await clientHomes(db, provider, request.sessionUser!, request.params.clientId)),
  );

  app.put(
    '/clients/:clientId/property-preferences',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Choose which of the client homes send notifications (PUT user property preference)',
        params: clientParamsSchema,
        body: propertyPreferencesBodySchema,
        response: { 200: clientHomesResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await setClientHomePreferences(db, provider, request.sessionUser!, request.params.clientId, request.body.preferences)),
  );

  app.post(
    '/clients',
    {
      preHandler: agentOnly,
      schema: { tags, summary: 'Add a client', body: clientBodySchema, response: { 201: clientResponseSchema, ...failureResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.status(201).send(ok({ client: await addClient(db, request.sessionUser!.userId, request.body, invite) })),
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
      schema: {
        tags,
        summary: "Set the agent's financing and insurance links ('' removes one)",
        body: agentLinksBodySchema,
        response: { 200: agentLinksResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await setAgentLinks(db, request.sessionUser!.userId, request.body)),
  );

  app.get(
    '/profile',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'The agent form: names, username, phone, email, MLS, financing and insurance links, alert emails',
        response: { 200: agentProfileResponseSchema, ...failureResponses(401, 403) },
      },
    },
    async (request) => ok(await agentProfileOf(db, request.sessionUser!.userId)),
  );

  app.put(
    '/profile',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Save the agent form in one go (the email is changed on the account profile, with the current password); 409 USERNAME_TAKEN',
        body: agentProfileBodySchema,
        response: { 200: agentProfileResponseSchema, ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ok(await saveAgentProfile(db, request.sessionUser!.userId, request.body)),
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
