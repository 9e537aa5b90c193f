import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { refuseCrossSite } from '../../http/csrf';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { RequestGuard } from '../security';
import { readReleases, reportedAs, rollBackFromAdmin } from './release-state';
import { remoteHealthSchema, remoteLoadReportSchema } from './telemetry.schema';
import { recordLoads, versionStats } from './telemetry.service';

export interface TelemetryRoutesOptions {
  db: Database;
  siteOrigin: string;
  remotesFile: string;
  rateLimit: RateLimitSetting;
  /** The admin role's guard (signed in, admin, two-step). */
  requireAdmin: RequestGuard;
}

/** A page sends one report; more per minute from one address is a loop or an attack. */
export const REMOTE_LOADS_RATE_LIMIT: RateLimitSetting = { max: 60, timeWindow: '1 minute' };

const HOUR_MS = 60 * 60_000;
const HISTORY_SHOWN = 20;

/** /api/v1/telemetry: the shell's remote-load reports, and the admins' remote health with its rollback. */
export const telemetryRoutes: FastifyPluginAsyncZod<TelemetryRoutesOptions> = async (app, options) => {
  const { db, remotesFile } = options;
  // sendBeacon sends a string as text/plain: here it is read as the JSON it holds.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  const preHandler = [app.authenticate, options.requireAdmin];

  app.post(
    '/remote-loads',
    {
      config: { beacon: true, rateLimit: options.rateLimit },
      // Twenty loads fit in a few kilobytes.
      bodyLimit: 16_384,
      // A beacon cannot send the CSRF header, so this route checks that the page sending it is this site's.
      onRequest: async (request) => refuseCrossSite(request, options.siteOrigin),
      schema: {
        tags: ['telemetry'],
        summary: 'Report a page’s remote loads (navigator.sendBeacon; text/plain or JSON; at most 20); nothing about the sender is stored',
        body: remoteLoadReportSchema,
        response: { 204: z.null(), ...failureResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await recordLoads(db, request.body.loads);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/remotes',
    {
      preHandler,
      schema: {
        tags: ['telemetry'],
        summary: 'Remote health (admins): loads, failure rate and p50/p95 load time per remote and version for the last hour and day, with the release state',
        response: { 200: successSchema(remoteHealthSchema), ...failureResponses(401, 403) },
      },
    },
    async () => {
      const now = Date.now();
      const [lastHour, lastDay] = await Promise.all([versionStats(db, new Date(now - HOUR_MS)), versionStats(db, new Date(now - 24 * HOUR_MS))]);
      const state = readReleases(remotesFile);
      const remotes = Object.entries(state.remotes)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([remote, releases]) => ({
          remote,
          live: releases.live,
          liveReportedAs: reportedAs(releases.live),
          canary: releases.canary ? { ...releases.canary, reportedAs: reportedAs(releases.canary) } : null,
          previous: releases.previous,
          history: state.history
            .filter((event) => event.remote === remote)
            .slice(-HISTORY_SHOWN)
            .reverse()
            .map(({ at, by, kind, from, to, reason }) => ({ at, by, kind, from, to, ...(reason ? { reason } : {}) })),
        }));
      return ok({ lastHour, lastDay, remotes });
    },
  );

  app.post(
    '/remotes/:remote/rollback',
    {
      preHandler,
      schema: {
        tags: ['telemetry'],
        summary: 'Roll a remote back to its previous version (admins); 409 when it has none',
        params: z.object({ remote: z.string().min(1).max(100) }),
        response: { 200: successSchema(z.object({ remote: z.string(), live: z.object({ version: z.string(), url: z.string() }) })), ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const email = request.sessionUser?.userEmail ?? 'admin';
      const state = await rollBackFromAdmin(remotesFile, request.params.remote, email);
      const live = state.remotes[request.params.remote]?.live ?? { version: '', url: '' };
      return ok({ remote: request.params.remote, live });
    },
  );
};
