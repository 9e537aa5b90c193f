import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONBOARDING_FUNNEL, VALUE_UPDATE_PARTS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { failureResponses, ok, successSchema } from '../../http/envelope';
import { requireAdmin } from './admin-guard';
import { FUNNEL_MAX_DAYS, onboardingFunnel } from './onboarding-funnel.service';

const DAY_MS = 24 * 60 * 60 * 1000;

const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  visitors: z.number().int(),
  steps: z.array(z.object({ step: z.enum(ONBOARDING_FUNNEL), visitors: z.number().int(), events: z.number().int(), shareOfFirst: z.number().nullable() })),
  valueUpdates: z.array(z.object({ part: z.enum(VALUE_UPDATE_PARTS), visitors: z.number().int() })),
});

/** /api/v1/admin/analytics: the onboarding funnel of consenting visitors, for the admins only. */
export const onboardingFunnelRoutes: FastifyPluginAsyncZod<{ db: Database; adminEmails: readonly string[]; now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  app.get(
    '/analytics/onboarding-funnel',
    {
      preHandler: [app.authenticate, requireAdmin(options.adminEmails, options.db)],
      schema: {
        tags: ['admin'],
        summary: `The onboarding funnel (${ONBOARDING_FUNNEL.join(', ')}) of the last N days (1 to ${FUNNEL_MAX_DAYS}, default 30): distinct consenting visitors and events per step`,
        querystring: z.object({ days: z.coerce.number().int().min(1).max(FUNNEL_MAX_DAYS).default(30) }),
        response: { 200: successSchema(funnelSchema), ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const to = now();
      return ok(await onboardingFunnel(options.db, new Date(to.getTime() - request.query.days * DAY_MS), to));
    },
  );
};
