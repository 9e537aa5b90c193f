import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyContactsOf } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { failureResponses } from '../../http/envelope';
import type { PropertyDataProvider } from '../property';
import { optionalSessionUser } from '../security';
import { todayOf } from './calendar-date';
import { homeQuerySchema } from './maintenance.schema';
import { planHistory } from './maintenance-plan.service';
import { PLAN_PAPERS, renderMaintenancePlanPdf } from './maintenance-pdf';
import { resolvePlanScope, type MaintenanceDeps } from './plan-home.service';
import { monthOf, yearView } from './plan-views';

/** GET printable.pdf: the year plan from this month, on Letter (default) or A4 paper. */
export const printablePdfQuerySchema = homeQuerySchema.extend({ paper: z.enum(PLAN_PAPERS).default('letter') }).strict();

/** The printable maintenance plan as a PDF download, for the same home as the plan routes (the sample home for guests). */
export const maintenancePdfRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PropertyDataProvider }> = async (app, options) => {
  const deps: MaintenanceDeps = { db: options.db, provider: options.provider };
  app.get(
    '/printable.pdf',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'The printable year plan as a PDF: the home, key contacts, twelve months of tasks with checkboxes; no row split between pages',
        querystring: printablePdfQuerySchema,
        response: failureResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(deps.db, request);
      const today = todayOf();
      const { kukunId } = request.query;
      const reportHome = kukunId === undefined ? undefined : { kukunId, caller: user, section: 'propertyItems' as const };
      const scope = await resolvePlanScope(deps, user?.userId ?? null, request.query.userPropertyId, Number(today.slice(0, 4)), reportHome);
      const months = await yearView(deps.db, scope, monthOf(today), today);
      const contacts = keyContactsOf(await planHistory(deps.db, scope.userPropertyId));
      const pdf = await renderMaintenancePlanPdf({ home: scope.home, months, contacts }, request.query.paper, new Date());
      const name = scope.home.address.replace(/[^A-Za-z0-9 -]/g, '').trim() || 'home';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="maintenance plan ${name}.pdf"`)
        .send(pdf as never);
    },
  );
};
