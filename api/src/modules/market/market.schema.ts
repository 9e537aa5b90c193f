import { z } from 'zod';
import { successSchema } from '../../http/envelope';

export const SALES_PAGE_DEFAULT = 50;
export const SALES_PAGE_MAX = 200;

export const slugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const salesQuerySchema = z
  .object({
    neighborhood: z.string().trim().min(1).max(100).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(SALES_PAGE_MAX).default(SALES_PAGE_DEFAULT),
  })
  .strict();

const marketSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Who recorded the data: shown beside every figure drawn from it. */
  source: z.object({ text: z.string(), url: z.string().nullable(), licence: z.string().nullable() }),
  salesCount: z.number().int(),
  permitsCount: z.number().int(),
  updatedAt: z.string(),
});

export const marketsResponseSchema = successSchema(z.object({ markets: z.array(marketSchema) }));

export const marketDetailResponseSchema = successSchema(
  marketSchema.extend({
    firstSaleDate: z.string().nullable(),
    lastSaleDate: z.string().nullable(),
    neighborhoods: z.array(z.object({ name: z.string(), salesCount: z.number().int(), medianPrice: z.number() })),
  }),
);

export const salesResponseSchema = successSchema(
  z.object({
    sales: z.array(
      z.object({
        id: z.string(),
        /** Opens the recorded home's report: /properties/{kukunId}. */
        kukunId: z.number().int(),
        saleDate: z.string(),
        salePrice: z.number(),
        livingArea: z.number(),
        bedrooms: z.number().nullable(),
        bathrooms: z.number().nullable(),
        yearBuilt: z.number().nullable(),
        neighborhood: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    ),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
);

export const mapResponseSchema = successSchema(
  z.object({ points: z.array(z.object({ id: z.string(), kukunId: z.number().int(), lat: z.number(), lng: z.number(), price: z.number() })) }),
);
