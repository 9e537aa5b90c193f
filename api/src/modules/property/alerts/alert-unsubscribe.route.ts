import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_HOME_PREFERENCES, ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { ApiError, failureResponses, ok } from '../../../http/envelope';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../../http/security-headers';
import { escapeHtml } from '../../../providers/mail/mailer';
import { properties, userProperties, userPropertyPreferences } from '../property.tables';
import { ALERT_KINDS, ALERT_UNSUBSCRIBE_PATH, type AlertKind, type AlertLinkSigner } from './alert-links';

/** What the unsubscribe routes need (registered under ALERT_ROUTES_PREFIX). */
export interface AlertUnsubscribeRoutesOptions {
  db: Database;
  links: AlertLinkSigner;
}

/** The answer to a link that is not one we signed. */
export const INVALID_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid. Choose your alerts on the Homes & preferences page.';

// How the page names each alert.
const KIND_NAMES: Record<AlertKind, string> = { 'value-change': 'home value', 'nearby-permit': 'nearby permit', maintenance: 'maintenance' };

const linkQuerySchema = z.object({
  home: z.coerce.number().int().positive().max(2_147_483_647),
  kind: z.enum(Object.keys(ALERT_KINDS) as [AlertKind, ...AlertKind[]]),
  token: z.string().min(1).max(128),
});
type LinkQuery = z.infer<typeof linkQuerySchema>;

const unsubscribedSchema = z.object({ success: z.literal(true), message: z.object({ unsubscribed: z.literal(true), kind: linkQuerySchema.shape.kind }) });

/** The home a valid link names, with its address; 403 for a forged link, 404 for a home since deleted. */
async function homeOfLink(db: Database, links: AlertLinkSigner, q: LinkQuery) {
  if (!links.verify(q.home, q.kind, q.token)) throw new ApiError(403, ERROR_CODES.forbidden, INVALID_UNSUBSCRIBE_LINK_MESSAGE);
  const [home] = await db
    .select({ id: userProperties.id, address: properties.address })
    .from(userProperties)
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .where(eq(userProperties.id, q.home));
  if (!home) throw new ApiError(404, ERROR_CODES.notFound, 'This home is no longer in your list, so it sends no alerts.');
  return home;
}

function page(reply: FastifyReply, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Homeworth</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b2a41}button{font:inherit;padding:.5rem 1rem;background:#1b2a41;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY).send(html);
}

const wantsPage = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

/**
 * One-click unsubscribe from an alert email (RFC 8058), outside /api/v1 because mail clients send no
 * CSRF header: the signed link is the only key, and it can turn off only the one alert kind of the one
 * home it names. GET (a link opened, or scanned by a mail filter) only asks; POST turns the alert off.
 */
export const alertUnsubscribeRoutes: FastifyPluginAsyncZod<AlertUnsubscribeRoutesOptions> = async (app, { db, links }) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the link's query is all that matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const path = '/unsubscribe';
  const tags = ['property'];

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'Asks to confirm stopping one alert of one home (the page an alert email links to)',
        querystring: linkQuerySchema,
        response: failureResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const home = await homeOfLink(db, links, request.query);
      const action = `${ALERT_UNSUBSCRIBE_PATH}?${new URLSearchParams({ home: String(request.query.home), kind: request.query.kind, token: request.query.token }).toString()}`;
      return page(
        reply,
        `Stop ${KIND_NAMES[request.query.kind]} alerts?`,
        `<p>You will no longer get ${KIND_NAMES[request.query.kind]} alerts for ${escapeHtml(home.address)}. Your other alerts stay as they are.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Turns off one alert of one home (one-click unsubscribe, no sign-in: the signed link is the key)',
        querystring: linkQuerySchema,
        response: { 200: unsubscribedSchema, ...failureResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      const home = await homeOfLink(db, links, request.query);
      const field = ALERT_KINDS[kind];
      await db
        .insert(userPropertyPreferences)
        .values({ userPropertyId: home.id, ...DEFAULT_HOME_PREFERENCES, [field]: false })
        .onConflictDoUpdate({ target: userPropertyPreferences.userPropertyId, set: { [field]: false, updatedAt: sql`now()` } });
      if (wantsPage(request)) {
        return page(
          reply,
          'You are unsubscribed',
          `<p>You will no longer get ${KIND_NAMES[kind]} alerts for ${escapeHtml(home.address)}. You can turn them on again on the Homes &amp; preferences page of your account.</p>`,
        );
      }
      return ok({ unsubscribed: true as const, kind });
    },
  );
};
