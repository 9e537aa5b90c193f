import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import { requireAdmin } from '../admin';
import { recentWeeklyRuns } from './weekly-email-run';

const runSchema = z.object({
  week: z.string(),
  status: z.enum(['planning', 'sending', 'done']),
  pass: z.number().int(),
  usersTotal: z.number().int(),
  batchesTotal: z.number().int(),
  batchesDone: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  lastError: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** The weekly maintenance email's runs, for the admins (its progress page in the admin area). */
export const weeklyEmailRoutes: FastifyPluginAsyncZod<{ db: Database; adminEmails: readonly string[] }> = async (app, options) => {
  app.get(
    '/weekly-email-runs',
    {
      preHandler: [app.authenticate, requireAdmin(options.adminEmails, options.db)],
      schema: {
        tags: ['maintenance'],
        summary: 'The weekly maintenance email runs of the last 12 ISO weeks, newest first: state, batches done of all, users, emails sent, skipped and failed (admins)',
        response: { 200: successSchema(z.object({ runs: z.array(runSchema) })), ...failureResponses(401, 403) },
      },
    },
    async () => {
      const runs = await recentWeeklyRuns(options.db);
      return ok({
        runs: runs.map((r) => ({
          ...r,
          status: r.status as 'planning' | 'sending' | 'done',
          startedAt: r.startedAt.toISOString(),
          finishedAt: r.finishedAt?.toISOString() ?? null,
        })),
      });
    },
  );
};
