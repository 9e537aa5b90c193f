import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLICK_NAMES, ERROR_CODES, safeRedirectPath, type ClickName } from '@homeworth/shared-lib/domain';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { escapeHtml } from '../../providers/mail/mailer';
import { agentClientDigests, agentClientEmailLog } from './agent-engagement.tables';
import { agentClients } from './agent.tables';
import { recordActivity, type ActivityDeps } from './client-activity.service';
import { optOutClient } from './invitation-sends.service';
import { SMS_ACTIVITY_COOKIE, type ClientLinkSigner } from './client-links';

/** What the client link routes need (registered under CLIENT_LINK_ROUTES_PREFIX). */
export interface ClientLinkRoutesOptions extends ActivityDeps {
  links: ClientLinkSigner;
  cookieSecure: boolean;
}

/** The answer to a tracked link we did not sign. */
export const FORGED_LINK_MESSAGE = 'This link is not valid. Open Homeworth from its home page.';

/** How long the SMS activity cookie lasts (it attributes "Text my agent" to a click; it signs nobody in). */
const SMS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const clickQuery = z.object({ l: id, n: z.enum(CLICK_NAMES as unknown as [ClickName, ...ClickName[]]), to: z.string().min(1).max(2048), s: z.string().min(1).max(128) });
const unsubscribeQuery = z.object({ client: id, token: z.string().min(1).max(128) });

/** The path of a same-site link without its query string or fragment. */
export function pathWithoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

function page(reply: FastifyReply, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Homeworth</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b2a41}button{font:inherit;padding:.5rem 1rem;background:#1b2a41;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY).send(html);
}

/**
 * Links of client emails, outside /api/v1 (mail clients send no CSRF header). The tracking redirect
 * records the click (client, email log, clickName, time), alerts the agent, sets the
 * agent_client_sms_activity cookie and sends the browser on to a same-site path only; a link we did
 * not sign records nothing. The digest's one-click unsubscribe: GET asks, POST turns the digest off.
 * The invitation's opt-out: GET asks, POST stops every invitation and agent email to the client.
 */
export const clientLinkRoutes: FastifyPluginAsyncZod<ClientLinkRoutesOptions> = async (app, options) => {
  const { db, links } = options;
  // The unsubscribe and opt-out pages post a form, and mail clients post "List-Unsubscribe=One-Click": the body says nothing the query does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get(
    '/click',
    {
      schema: {
        tags: ['agent'],
        summary: 'Tracked link of a client email: records the click and redirects to a same-site path',
        querystring: clickQuery,
        response: failureResponses(400, 403),
      },
    },
    async (request, reply) => {
      const { l: emailLogId, n: clickName, to, s } = request.query;
      if (!links.verifyLink({ emailLogId, clickName, to }, s)) throw new ApiError(403, ERROR_CODES.forbidden, FORGED_LINK_MESSAGE);
      const path = safeRedirectPath(to) ?? '/dashboard';
      const [log] = await db
        .select({ log: agentClientEmailLog, email: agentClients.email })
        .from(agentClientEmailLog)
        .innerJoin(agentClients, eq(agentClients.id, agentClientEmailLog.clientId))
        .where(eq(agentClientEmailLog.id, emailLogId));
      // A client since removed from the agent's list: the link still leads home, nothing is recorded.
      if (log) {
        // The feed keeps the page, never its query: a sign-in link's token is for the client's mailbox only.
        await recordActivity(options, { clientId: log.log.clientId, agentUserId: log.log.agentUserId, kind: 'click', emailLogId, clickName, detail: pathWithoutQuery(path) });
        if (log.log.kind === 'digest') await db.update(agentClientDigests).set({ unclickedSends: 0, cadence: 'monthly' }).where(eq(agentClientDigests.clientId, log.log.clientId));
        const cookie = { clickName, emailToken: links.emailToken(emailLogId, clickName, log.email), emailLogId, emailId: log.email };
        reply.setCookie(SMS_ACTIVITY_COOKIE, JSON.stringify(cookie), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: SMS_COOKIE_MAX_AGE_SECONDS,
          ...(options.cookieSecure ? { secure: true } : {}),
        });
      }
      return reply.redirect(path, 302);
    },
  );

  const clientOfLink = async (q: z.infer<typeof unsubscribeQuery>) => {
    if (!links.verifyDigestUnsubscribe(q.client, q.token)) throw new ApiError(403, ERROR_CODES.forbidden, FORGED_LINK_MESSAGE);
    const [client] = await db.select({ id: agentClients.id }).from(agentClients).where(eq(agentClients.id, q.client));
    if (!client) throw new ApiError(404, ERROR_CODES.notFound, 'Your agent no longer sends you home digests.');
    return client;
  };

  app.get(
    '/unsubscribe',
    { schema: { tags: ['agent'], summary: 'The digest unsubscribe page (asks; POST unsubscribes)', querystring: unsubscribeQuery, response: failureResponses(400, 403, 404) } },
    async (request, reply) => {
      await clientOfLink(request.query);
      const action = `?${new URLSearchParams({ client: String(request.query.client), token: request.query.token }).toString()}`;
      return page(
        reply,
        'Stop the monthly home digest?',
        `<p>You will no longer receive your home digest from your agent.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['agent'],
        summary: 'One-click unsubscribe from the client digest (RFC 8058)',
        querystring: unsubscribeQuery,
        response: { 200: successSchema(z.object({ unsubscribed: z.literal(true) })), ...failureResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const client = await clientOfLink(request.query);
      await db
        .insert(agentClientDigests)
        .values({ clientId: client.id, unsubscribedAt: sql`now()` })
        .onConflictDoUpdate({ target: agentClientDigests.clientId, set: { unsubscribedAt: sql`now()`, updatedAt: sql`now()` } });
      if (String(request.headers.accept ?? '').includes('text/html')) return page(reply, 'You are unsubscribed', '<p>Your agent will send you no more home digests.</p>');
      return ok({ unsubscribed: true as const });
    },
  );

  const optOutTarget = async (q: z.infer<typeof unsubscribeQuery>) => {
    if (!links.verifyOptOut(q.client, q.token)) throw new ApiError(403, ERROR_CODES.forbidden, FORGED_LINK_MESSAGE);
    const [client] = await db.select({ id: agentClients.id }).from(agentClients).where(eq(agentClients.id, q.client));
    if (!client) throw new ApiError(404, ERROR_CODES.notFound, 'Your agent no longer has you on their list: no emails will come from them.');
    return client;
  };

  app.get(
    '/opt-out',
    { schema: { tags: ['agent'], summary: "The invitation's opt-out page (asks; POST opts out)", querystring: unsubscribeQuery, response: failureResponses(400, 403, 404) } },
    async (request, reply) => {
      await optOutTarget(request.query);
      const action = `?${new URLSearchParams({ client: String(request.query.client), token: request.query.token }).toString()}`;
      return page(
        reply,
        'Stop emails from your agent?',
        `<p>You will get no more invitations or other emails from your agent through Homeworth, and your invitation link will stop working.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Opt out</button></form>`,
      );
    },
  );

  app.post(
    '/opt-out',
    {
      schema: {
        tags: ['agent'],
        summary: 'Opt out of invitations and every agent email (one click, RFC 8058); the agent sees "opted out"',
        querystring: unsubscribeQuery,
        response: { 200: successSchema(z.object({ optedOut: z.literal(true) })), ...failureResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const client = await optOutTarget(request.query);
      await optOutClient(options, client.id);
      if (String(request.headers.accept ?? '').includes('text/html')) return page(reply, 'You are opted out', '<p>Your agent will send you no more emails through Homeworth.</p>');
      return ok({ optedOut: true as const });
    },
  );
};
