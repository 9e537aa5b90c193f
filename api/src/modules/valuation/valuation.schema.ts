import { z } from 'zod';
import { successSchema } from '../../http/envelope';

export const marketSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const marketIndexResponseSchema = successSchema(
  z.object({
    /** By month (YYYY-MM): `index` the model's monthly price level, `trend` its smoothed trend; the first month = 1. */
    months: z.array(z.object({ month: z.string(), index: z.number(), trend: z.number() })),
  }),
);

export const accuracyResponseSchema = successSchema(
  z.object({
    markets: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        /** Held-out sales measured. */
        n: z.number().int(),
        /** Median absolute percentage error, share within 10% and share inside the 80% range: fractions. */
        mdape: z.number(),
        ppe10: z.number(),
        coverage80: z.number(),
        evaluatedAt: z.string(),
        method: z.string(),
        design: z.string(),
        source: z.object({ text: z.string(), url: z.string().nullable() }),
      }),
    ),
  }),
);
