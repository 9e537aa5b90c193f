import { z } from 'zod';
import { ESTIMATOR_STEP_IDS, FINISH_LEVELS } from '@homeworth/shared-lib/domain';
import { YEAR_BUILT_MIN, yearBuiltProblem } from '@homeworth/shared-lib/domain/money-and-units';
import { pageQuery } from './pagination';

// Shapes of the market-level reads of the data API: valuations from facts, renovation costs,
// price indexes and permits by area.

const marketSlug = z.string().regex(/^[a-z0-9-]{2,60}$/, 'a market id such as ames-ia');

/** The facts of a home to value (what a loaded market's recorded sales hold). */
export const homeFactsSchema = z.object({
  livingArea: z.number().positive().max(100_000).describe('Finished living area above grade, sq ft'),
  bedrooms: z.number().int().min(0).max(50).nullable().default(null),
  bathrooms: z.number().min(0).max(50).nullable().default(null),
  yearBuilt: z
    .number()
    .int()
    .min(YEAR_BUILT_MIN)
    // Up to this year, read when the request comes (not when the server started).
    .superRefine((year, ctx) => {
      const problem = yearBuiltProblem(year);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe(`A year from ${YEAR_BUILT_MIN} to this year`)
    .nullable()
    .default(null),
  lotArea: z.number().min(0).max(100_000_000).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  zip: z.string().max(10).nullable().default(null),
  city: z.string().max(80).nullable().default(null),
  state: z.string().max(30).nullable().default(null),
  propertyType: z.string().max(40).nullable().default(null),
  address: z.string().max(120).nullable().default(null),
  extras: z
    .record(z.string().max(60), z.union([z.number(), z.string().max(120)]))
    .default({})
    .describe('Any other column of the market’s sales file'),
});

export const valuationBody = z.object({ market: marketSlug, facts: homeFactsSchema });

export const valuationSchema = z.object({
  market: z.string(),
  value: z.number(),
  low: z.number(),
  high: z.number(),
  confidence: z.object({ score: z.number(), fsd: z.number() }),
  asOf: z.string(),
  method: z.string(),
  comparables: z.array(z.object({ id: z.string(), saleDate: z.string(), salePrice: z.number(), livingArea: z.number(), distanceMiles: z.number().nullable() })),
});

const answerValue = z.union([
  z.string().max(120),
  z.number().finite(),
  z.array(z.string().max(40)).max(20),
  z.object({ address: z.string().max(120).optional(), state: z.string().max(2), zipCode: z.string().max(10).optional() }),
]);

/** The site estimator's project and answers (each answer checked against its step, as on the site). */
export const renovationBody = z.object({
  project: z.string().trim().min(1).max(80),
  finishLevel: z.enum(FINISH_LEVELS).default('midrange'),
  answers: z.partialRecord(z.enum(ESTIMATOR_STEP_IDS), answerValue),
});

export const renovationSchema = z.object({
  project: z.string(),
  projectName: z.string(),
  finishLevel: z.enum(FINISH_LEVELS),
  cost: z.number(),
  range: z.object({ low: z.number(), high: z.number() }),
  region: z.object({ state: z.string(), name: z.string(), index: z.number(), source: z.string() }),
  lineItems: z.array(z.object({ kind: z.string(), label: z.string(), amount: z.number() })),
  return: z.object({
    recoupRate: z.number().nullable(),
    recoupSource: z.string().nullable(),
    resaleValueAdded: z.number().nullable(),
    currentHomeValue: z.number(),
    roi: z.number().nullable(),
  }),
  sources: z.array(z.string()),
});

export const marketParams = z.object({ id: marketSlug });

export const marketIndexSchema = z.object({
  market: z.object({ id: z.string(), name: z.string(), source: z.string() }),
  months: z.array(z.object({ month: z.string(), index: z.number(), trend: z.number() })),
  trend: z.object({ latestMonth: z.string(), changeLast12Months: z.number().nullable().describe('Trend change over the last 12 months, as a fraction') }),
});

/** Widest radius of a permit search, in miles. */
export const MAX_PERMIT_RADIUS_MILES = 5;

export const areaPermitsQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radiusMiles: z.coerce.number().positive().max(MAX_PERMIT_RADIUS_MILES).default(1),
  ...pageQuery,
});

export const areaPermitsSchema = z.object({
  permits: z.array(
    z.object({
      id: z.string(),
      market: z.string(),
      issueDate: z.string(),
      workType: z.string(),
      description: z.string(),
      contractor: z.string().nullable(),
      address: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
      distanceMiles: z.number(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
