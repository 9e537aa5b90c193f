import { z } from 'zod';
import { homeFactsSchema } from './market-data.schema';
import { pageQuery } from './pagination';
import { addressQuery } from './property-data.schema';

/** Most items one batch takes. */
export const MAX_BATCH_ITEMS = 1000;

/** An item: an address (valued like GET /properties/{id}/value) or a loaded market and facts (like POST /valuations). */
export const batchItemSchema = z.union([addressQuery.strict(), z.object({ market: z.string().regex(/^[a-z0-9-]{2,60}$/), facts: homeFactsSchema }).strict()]);
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchBody = z.object({
  items: z.array(batchItemSchema).min(1).max(MAX_BATCH_ITEMS),
  webhookUrl: z.string().max(2000).optional().describe('Called once when the batch is done, signed (see X-Homeworth-Signature); https on a public address'),
});

export const batchCreatedSchema = z.object({ id: z.string(), status: z.string(), total: z.number().int() });

export const batchParams = z.object({ id: z.uuid() });
export const batchQuery = z.object(pageQuery);

const itemValue = z.object({
  id: z.number().int().nullable().describe('The property id (address items)'),
  market: z.string().nullable(),
  value: z.number(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  confidence: z.object({ score: z.number(), fsd: z.number() }).nullable(),
  asOf: z.string().nullable(),
  sampleData: z.boolean(),
  source: z.string(),
});
export type BatchItemValue = z.infer<typeof itemValue>;

export const batchStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number().int(),
  processed: z.number().int(),
  failed: z.number().int(),
  progress: z.number().min(0).max(1),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  webhook: z.object({ status: z.enum(['pending', 'delivered', 'failed']), attempts: z.number().int() }).nullable(),
  results: z.array(
    z.object({
      position: z.number().int(),
      input: z.record(z.string(), z.unknown()),
      result: itemValue.nullable(),
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const webhookSecretSchema = z.object({ secret: z.string(), header: z.string(), algorithm: z.string() });

export const EXAMPLE_BATCH_ID = '0b6c5f3e-2a61-4d3e-9a43-51c1c1f0a001';
