import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CORRECTABLE_COMPONENTS, HOME_COMPONENTS, type HomeComponentKey, type OwnerFactsCorrection, type OwnerHomeFacts } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { failureResponses, ok, successSchema } from '../../../http/envelope';
import { userPropertyParamsSchema } from '../property.schema';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import type { ReportCache } from '../report-cache';
import { correctOwnerFacts, ownerFactsView } from './owner-facts.service';

const tags = ['property'];

// Numbers only here (a string or NaN is 400 VALIDATION); ranges and how facts fit together are the
// shared-lib rules (ownerFactsProblems), checked on the facts after the change, with their own messages.
const fact = z.number().nullable().optional();
const componentYears = z
  .object(Object.fromEntries(CORRECTABLE_COMPONENTS.map((c) => [c.key, fact])) as Record<HomeComponentKey, typeof fact>)
  .strict()
  .optional();

/** PUT body: the facts the owner changes (a number), puts back to the record (null), or leaves (absent). */
export const ownerFactsBodySchema = z.object({ bedrooms: fact, bathrooms: fact, buildingArea: fact, lotSize: fact, yearBuilt: fact, componentYears }).strict();

// Answer schemas, strict like the report's: the remotes' OwnerFactsView is generated from them.
const year = z.number().optional();
const factsSchema = z
  .strictObject({
    bedrooms: z.number(),
    bathrooms: z.number(),
    buildingArea: z.number(),
    lotSize: z.number(),
    yearBuilt: z.number(),
    /** Install (or last replacement) year per component (shared-lib OwnerHomeFacts). */
    componentYears: z.strictObject(Object.fromEntries(HOME_COMPONENTS.map((c) => [c.key, year])) as Record<HomeComponentKey, typeof year>),
  })
  .meta({ id: 'OwnerHomeFacts' });

/** The owner's corrections on record (shared-lib OwnerFactsCorrection): a number per corrected fact. */
const correctionsSchema = z
  .strictObject({ bedrooms: fact, bathrooms: fact, buildingArea: fact, lotSize: fact, yearBuilt: fact, componentYears })
  .meta({ id: 'OwnerFactsCorrection' });

export const ownerFactsResponseSchema = successSchema(
  z
    .strictObject({
      userPropertyId: z.number().int(),
      kukunId: z.number().int(),
      /** The user claimed the home, so may correct it. */
      canEdit: z.boolean(),
      record: factsSchema,
      corrections: correctionsSchema,
      facts: factsSchema,
      ownerReported: z.array(z.string()),
      history: z.array(z.strictObject({ fact: z.string(), label: z.string(), oldValue: z.number(), newValue: z.number(), changedAt: z.string(), changedBy: z.string() })),
    })
    .meta({ id: 'OwnerFactsView', description: "A home's facts: the record, the owner's corrections and the facts shown" }),
);

// The shared-lib types the service answers with must fit (a change on either side fails type-checking).
const fitsFacts = (facts: OwnerHomeFacts): z.input<typeof factsSchema> => facts;
const fitsCorrections = (corrections: OwnerFactsCorrection): z.input<typeof correctionsSchema> => corrections;
void [fitsFacts, fitsCorrections];

/** Owner corrections ("update your home") under /api/v1/property. */
export const ownerFactsRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PropertyDataProvider; reports?: ReportCache }> = async (app, { db, provider, reports }) => {
  app.get(
    '/user-properties/:userPropertyId/owner-facts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "A home's record, the owner's corrections, the facts in use and the history of changes (canEdit: the user claimed it)",
        params: userPropertyParamsSchema,
        response: { 200: ownerFactsResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await ownerFactsView(db, provider, request.sessionUser!.userId, request.params.userPropertyId)),
  );

  app.put(
    '/user-properties/:userPropertyId/owner-facts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The claimed owner corrects the home's facts; value, condition score, maintenance and projects follow",
        description:
          '403 NOT_HOME_OWNER unless the user claimed the home (another user’s home is 404); 400 VALIDATION with args.field for a value out of range, a year in the future or facts that do not fit together.',
        params: userPropertyParamsSchema,
        body: ownerFactsBodySchema,
        response: { 200: ownerFactsResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const view = await correctOwnerFacts(db, provider, request.sessionUser!.userId, request.params.userPropertyId, request.body);
      // This process answers the new facts at once; other replicas within the report cache's TTL.
      reports?.forget(view.kukunId);
      return ok(view);
    },
  );
};
