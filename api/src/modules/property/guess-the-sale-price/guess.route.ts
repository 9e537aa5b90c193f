import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUESS_LIMITS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { failureResponses, ok, successSchema } from '../../../http/envelope';
import { optionalSessionUser } from '../../security';
import { userPropertyParamsSchema } from '../property.schema';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { guessHistory, guessOwnHome, guessSoldHome, nextSoldHome, searchSoldHomes, setSoldHomeAlert, soldHome, soldHomeAlertsOf } from './guess.service';
import { SALE_KEY_PATTERN } from './sold-homes';

const tags = ['guess the sale price'];

const guessAmount = z
  .number()
  .int('Enter your guess in whole dollars.')
  .min(GUESS_LIMITS.min, `Guess at least $${GUESS_LIMITS.min.toLocaleString('en-US')}.`)
  .max(GUESS_LIMITS.max, `Guess at most $${GUESS_LIMITS.max.toLocaleString('en-US')}.`);
const saleKey = z.string().regex(SALE_KEY_PATTERN, 'A sold home key is a ZIP code and a date, as 78701-20250131.');

const soldHomeSchema = z.object({
  saleKey: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  buildingArea: z.number(),
  lotSize: z.number(),
  yearBuilt: z.number(),
  saleDate: z.string(),
  isSample: z.boolean(),
  guessed: z.boolean(),
  salePrice: z.number().nullable(),
  valuation: z.number().nullable(),
});
const errorSchema = z.object({ dollars: z.number(), percent: z.number() });
const resultSchema = z.object({
  kind: z.enum(['sold-home', 'own-home']),
  saleKey: z.string().nullable(),
  kukunId: z.number().nullable(),
  address: z.string(),
  guess: z.number(),
  actual: z.number(),
  valuation: z.number(),
  guessError: errorSchema,
  valuationError: errorSchema.nullable(),
  score: z.number(),
  createdAt: z.string(),
});
const accuracySchema = z.object({ count: z.number(), meanAbsolutePercentError: z.number().nullable(), accuracyScore: z.number().nullable() });
const alertsSchema = successSchema(
  z.object({ homes: z.array(z.object({ userPropertyId: z.number(), address: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), enabled: z.boolean() })) }),
);

/** "Guess the sale price" under /api/v1/property/guess-the-sale-price. */
export const guessRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PropertyDataProvider }> = async (app, { db, provider }) => {
  const userIdOf = async (request: Parameters<typeof optionalSessionUser>[1]) => (await optionalSessionUser(db, request))?.userId ?? null;

  app.get(
    '/next',
    {
      schema: {
        tags,
        summary: 'A recently sold home to guess (sample data), one the user has not guessed yet; its price stays hidden',
        response: { 200: successSchema(z.object({ home: soldHomeSchema.nullable() })) },
      },
    },
    async (request) => ok({ home: await nextSoldHome(db, provider, await userIdOf(request)) }),
  );

  app.get(
    '/sold-homes/:saleKey',
    {
      schema: {
        tags,
        summary: 'One sold home by its key; price and valuation only once the user has guessed it',
        params: z.object({ saleKey }),
        response: { 200: successSchema(z.object({ home: soldHomeSchema })), ...failureResponses(400, 404) },
      },
    },
    async (request) => ok({ home: await soldHome(db, provider, await userIdOf(request), request.params.saleKey) }),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Recently sold homes by city, ZIP code or address, newest first (at most 30)',
        querystring: z.object({ q: z.string().trim().min(2, 'Type at least 2 characters.').max(120) }),
        response: {
          200: successSchema(z.object({ places: z.array(z.object({ zipCode: z.string(), city: z.string(), state: z.string() })), homes: z.array(soldHomeSchema) })),
          ...failureResponses(400),
        },
      },
    },
    async (request) => {
      const { places, homes } = await searchSoldHomes(db, provider, await userIdOf(request), request.query.q);
      return ok({ places: places.map(({ zipCode, city, state }) => ({ zipCode, city, state })), homes });
    },
  );

  app.post(
    '/guesses',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Guess a sold home's price: the real price, the product's valuation, both errors and the 0-100 score (409 ALREADY_GUESSED the second time)",
        body: z.object({ saleKey, guess: guessAmount }).strict(),
        response: { 201: successSchema(resultSchema), ...failureResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await guessSoldHome(db, provider, request.sessionUser!.userId, request.body.saleKey, request.body.guess))),
  );

  app.get(
    '/guesses',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The user's guesses, newest first, with the accuracy (MAPE and mean 0-100 score)",
        response: { 200: successSchema(z.object({ guesses: z.array(resultSchema), accuracy: accuracySchema, ownHomeAccuracy: accuracySchema })), ...failureResponses(401) },
      },
    },
    async (request) => ok(await guessHistory(db, request.sessionUser!.userId)),
  );

  app.post(
    '/my-home-guesses',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Guess the value of one of the user's homes against the report's valuation",
        body: z.object({ userPropertyId: z.number().int().positive().max(2_147_483_647), guess: guessAmount }).strict(),
        response: { 201: successSchema(resultSchema), ...failureResponses(400, 401, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await guessOwnHome(db, provider, request.sessionUser!.userId, request.body.userPropertyId, request.body.guess))),
  );

  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The user's homes and whether each sends an email when homes sell nearby", response: { 200: alertsSchema, ...failureResponses(401) } },
    },
    async (request) => ok({ homes: await soldHomeAlertsOf(db, request.sessionUser!.userId) }),
  );

  app.put(
    '/notifications/:userPropertyId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Turn the new-sales email of one of the user’s homes on or off',
        params: userPropertyParamsSchema,
        body: z.object({ enabled: z.boolean() }).strict(),
        response: { 200: alertsSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok({ homes: await setSoldHomeAlert(db, request.sessionUser!.userId, request.params.userPropertyId, request.body.enabled) }),
  );
};
