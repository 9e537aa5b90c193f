import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { successSchema } from '../../http/envelope';
import { readOutbox } from './mailer';

const outboxQuerySchema = z.object({ to: z.string().trim().max(254).optional() });

const outboxResponseSchema = successSchema(
  z.object({
    messages: z.array(
      z.object({
        id: z.number(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number() })),
        createdAt: z.string(),
      }),
    ),
  }),
);

/**
 * GET /outbox: the development outbox viewer (newest first). Registered only outside
 * production, because the messages hold live verification and reset links.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Emails stored by the outbox mail provider (development only)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const rows = await readOutbox(db, request.query.to);
      return { success: true as const, message: { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) } };
    },
  );
};
