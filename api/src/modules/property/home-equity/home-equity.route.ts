import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { failureResponses, ok, successSchema } from '../../../http/envelope';
import { userPropertyParamsSchema } from '../property.schema';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { homeEquity, MAX_HOME_DOLLARS, updateHomeEquity } from './home-equity.service';

const dollars = z.number().int().max(MAX_HOME_DOLLARS);
const equitySchema = successSchema(
  z.object({
    equity: z.object({
      userPropertyId: z.number().int(),
      reportValue: z.number().int(),
      ownerValue: z.number().int().nullable(),
      homeValue: z.number().int(),
      mortgageBalance: z.number().int().nullable(),
      equity: z.number().int().nullable(),
    }),
  }),
);
/** homeValueUpdate: the user's own value in whole dollars, or null to go back to the report's. */
const homeValueBodySchema = z.object({ ownerValue: dollars.positive().nullable() }).strict();
/** mortgageBalance: what is left on the mortgage, in whole dollars (0 when paid off). */
const mortgageBodySchema = z.object({ mortgageBalance: dollars.nonnegative() }).strict();

const tags = ['property'];

/** A user's home equity under /api/v1/property/user-properties/{id}/equity: value - mortgage balance, from their inputs. */
export const homeEquityRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PropertyDataProvider }> = async (app, { db, provider }) => {
  app.get(
    '/user-properties/:userPropertyId/equity',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "One of the user's homes: its value (the report's or the user's), mortgage balance and equity",
        params: userPropertyParamsSchema,
        response: { 200: equitySchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok({ equity: await homeEquity(db, provider, request.sessionUser!.userId, request.params.userPropertyId) }),
  );

  app.put(
    '/user-properties/:userPropertyId/equity/home-value',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'homeValueUpdate: the user’s own value for the home (null: use the report’s)',
        params: userPropertyParamsSchema,
        body: homeValueBodySchema,
        response: { 200: equitySchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok({ equity: await updateHomeEquity(db, provider, request.sessionUser!.userId, request.params.userPropertyId, { ownerValue: request.body.ownerValue }) }),
  );

  app.put(
    '/user-properties/:userPropertyId/equity/mortgage-balance',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'mortgageBalance: what is left on the mortgage of the home',
        params: userPropertyParamsSchema,
        body: mortgageBodySchema,
        response: { 200: equitySchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({ equity: await updateHomeEquity(db, provider, request.sessionUser!.userId, request.params.userPropertyId, { mortgageBalance: request.body.mortgageBalance }) }),
  );
};
