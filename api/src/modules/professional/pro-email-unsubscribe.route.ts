import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { escapeHtml } from '../../providers/mail/mailer';
import { PRO_EMAIL_UNSUBSCRIBE_PATH, unsubscribeLeadEmails, type ProEmailLinkSigner } from './professional-leads.service';

/** What the unsubscribe routes need (registered under PRO_EMAIL_ROUTES_PREFIX). */
export interface ProEmailUnsubscribeRoutesOptions {
  db: Database;
  links: ProEmailLinkSigner;
}

const querySchema = z.object({ professional: z.coerce.number().int().positive().max(2_147_483_647), token: z.string().min(1).max(128) });

function page(reply: FastifyReply, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Homeworth</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b2a41}button{font:inherit;padding:.5rem 1rem;background:#1b2a41;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY).send(html);
}

/**
 * unsubscribe-pro-email: one-click stop of lead emails (RFC 8058),
 * outside /api/v1 because mail clients send no CSRF header. GET only asks (mail filters open
 * links); POST turns lead emails off. The signed link names one profile; a forged one gets 403.
 */
export const proEmailUnsubscribeRoutes: FastifyPluginAsyncZod<ProEmailUnsubscribeRoutesOptions> = async (app, { db, links }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const tags = ['professional'];
  const check = (q: z.infer<typeof querySchema>) => {
    if (!links.verify(q.professional, q.token)) throw new ApiError(403, ERROR_CODES.forbidden, 'This unsubscribe link is not valid. Turn lead emails off on your Leads page.');
  };

  app.get(
    '/unsubscribe',
    { schema: { tags, summary: 'Asks to confirm stopping lead emails', querystring: querySchema, response: failureResponses(400, 403) } },
    async (request, reply) => {
      check(request.query);
      const action = `${PRO_EMAIL_UNSUBSCRIBE_PATH}?${new URLSearchParams({ professional: String(request.query.professional), token: request.query.token }).toString()}`;
      return page(
        reply,
        'Stop emails about new leads?',
        `<p>Messages from homeowners will still be kept on your Leads page.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turns lead emails off (one-click; the signed link is the key)',
        querystring: querySchema,
        response: { 200: successSchema(z.object({ unsubscribed: z.literal(true) })), ...failureResponses(400, 403, 404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: z.infer<typeof querySchema> }>, reply) => {
      check(request.query);
      const company = await unsubscribeLeadEmails(db, request.query.professional);
      if (company === null) throw new ApiError(404, ERROR_CODES.notFound, 'This profile no longer exists.');
      if (String(request.headers.accept ?? '').includes('text/html')) {
        return page(
          reply,
          'You are unsubscribed',
          `<p>${escapeHtml(company)} will no longer get an email for each new lead. Your leads stay on the Leads page, where you can turn the emails on again.</p>`,
        );
      }
      return ok({ unsubscribed: true as const });
    },
  );
};
