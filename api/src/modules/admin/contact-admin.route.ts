import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_LIMITS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import type { Mailer } from '../../providers/mail/mailer';
import { requireAdmin } from './admin-guard';
import { deleteRequestedAccount, listContactMessages, replyToMessage, setAnswered } from './contact-admin.service';

/** What the admin routes need from the app. */
export interface ContactAdminRoutesOptions {
  db: Database;
  mailer: Mailer;
  adminEmails: readonly string[];
  supportEmail: string;
}

const tags = ['admin'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const messageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  accountDeletedAt: z.string().nullable(),
  canDeleteAccount: z.boolean(),
  replies: z.array(z.object({ id: z.number().int(), body: z.string(), createdAt: z.string() })),
});
const doneSchema = successSchema(z.object({ done: z.literal(true) }));

/** /api/v1/admin: the contact-us inbox of the admins (answered, replies by email, account deletions). Everyone else gets 403. */
export const contactAdminRoutes: FastifyPluginAsyncZod<ContactAdminRoutesOptions> = async (app, options) => {
  const { db, mailer } = options;
  const preHandler = [app.authenticate, requireAdmin(options.adminEmails, options.db)];
  const adminId = (request: { sessionUser: { userId: number } | null }) => request.sessionUser?.userId ?? 0;

  app.get(
    '/contact-messages',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Contact-us messages, newest first, with their replies (status open, answered or all; at most 100)',
        querystring: z.object({ status: z.enum(['open', 'answered', 'all']).default('open') }),
        response: { 200: successSchema(z.object({ messages: z.array(messageSchema) })), ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => ok({ messages: await listContactMessages(db, request.query.status) }),
  );

  app.put(
    '/contact-messages/:id/answered',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Mark a message answered (true) or open again (false)',
        params: idParams,
        body: z.object({ answered: z.boolean() }),
        response: { 200: doneSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await setAnswered(db, request.params.id, request.body.answered);
      return ok({ done: true as const });
    },
  );

  app.post(
    '/contact-messages/:id/replies',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reply to the sender by email (a mail job); the reply joins the thread and the message is answered',
        params: idParams,
        body: z.object({ message: z.string().trim().min(1).max(CONTACT_LIMITS.message) }),
        response: { 201: successSchema(z.object({ id: z.number().int() })), ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await replyToMessage(db, mailer, { id: request.params.id, body: request.body.message, adminUserId: adminId(request), supportEmail: options.supportEmail });
      return reply.status(201).send(ok({ id }));
    },
  );

  app.post(
    '/contact-messages/:id/delete-account',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Carry out a "Delete my account" request sent while signed in; confirmEmail must repeat the account email',
        params: idParams,
        body: z.object({ confirmEmail: z.string().trim().min(1).max(CONTACT_LIMITS.email) }),
        response: { 200: doneSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteRequestedAccount(db, mailer, { id: request.params.id, confirmEmail: request.body.confirmEmail, adminUserId: adminId(request) });
      return ok({ done: true as const });
    },
  );
};
