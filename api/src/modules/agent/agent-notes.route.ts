import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import { requireRole } from '../security';
import { z } from 'zod';
import { clientParamsSchema, noteBodySchema, noteListResponseSchema, noteParamsSchema, noteResponseSchema } from './agent.schema';
import { addNote, deleteNote, editNote, listNotes } from './agent-notes.service';

const tags = ['agent'];
const deletedSchema = successSchema(z.object({ deleted: z.literal(true) }));

/** /api/v1/agent/clients/:clientId/notes: the agent's timestamped notes on one of its clients. */
export const agentNotesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const agentOnly = [app.authenticate, requireRole('AGENT', 'AGENT_PRO')];

  app.get(
    '/clients/:clientId/notes',
    {
      preHandler: agentOnly,
      schema: { tags, summary: 'Notes on a client, newest first', params: clientParamsSchema, response: { 200: noteListResponseSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => ok({ notes: await listNotes(db, request.sessionUser!.userId, request.params.clientId) }),
  );

  app.post(
    '/clients/:clientId/notes',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Add a note to a client',
        params: clientParamsSchema,
        body: noteBodySchema,
        response: { 201: noteResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(ok({ note: await addNote(db, request.sessionUser!.userId, request.params.clientId, request.body.body) })),
  );

  app.put(
    '/clients/:clientId/notes/:noteId',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Edit one of your notes',
        params: noteParamsSchema,
        body: noteBodySchema,
        response: { 200: noteResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ note: await editNote(db, request.sessionUser!.userId, request.params.clientId, request.params.noteId, request.body.body) }),
  );

  app.delete(
    '/clients/:clientId/notes/:noteId',
    {
      preHandler: agentOnly,
      schema: { tags, summary: 'Delete one of your notes', params: noteParamsSchema, response: { 200: deletedSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await deleteNote(db, request.sessionUser!.userId, request.params.clientId, request.params.noteId);
      return ok({ deleted: true as const });
    },
  );
};
