import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { batchBody, batchCreatedSchema, batchParams, batchQuery, batchStatusSchema, EXAMPLE_BATCH_ID, MAX_BATCH_ITEMS, webhookSecretSchema } from './batch.schema';
import { batchItems, batchResultsCsv, createBatch, ownBatch, webhookSecretOf } from './batch.service';
import { callerOf } from './data-api.caller';
import { dataRoute, type DataRouteContext } from './data-route';
import { pageOf } from './pagination';
import type { WebhookPolicy } from './webhook-url';

export interface BatchRoutesOptions {
  db: Database;
  jobs: JobQueue;
  ctx: DataRouteContext;
  policy: WebhookPolicy;
  secretKey: Buffer;
}

/** POST /batches, GET /batches/{id}, its results.csv, and the organisation's webhook secret. */
export function batchRoutes(app: ApiApp, options: BatchRoutesOptions): void {
  const { db, jobs, ctx, policy, secretKey } = options;
  const params = { id: EXAMPLE_BATCH_ID };

  dataRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/batches',
      scope: 'batch',
      status: 202,
      summary: `Value up to ${MAX_BATCH_ITEMS} addresses or fact records in the background; the webhook, if given, is called when done`,
      body: batchBody,
      response: batchCreatedSchema,
      example: {
        body: {
          items: [
            { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' },
            { market: 'ames-ia', facts: { livingArea: 1656, bedrooms: 3, bathrooms: 2, yearBuilt: 1960 } },
          ],
          webhookUrl: 'https://partner.example.com/homeworth/webhooks',
        },
        response: { id: EXAMPLE_BATCH_ID, status: 'queued', total: 2 },
      },
    },
    async (request) => createBatch(db, jobs, callerOf(request).organizationId, request.body as z.infer<typeof batchBody>, policy),
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/batches/webhook-secret',
      scope: 'batch',
      summary: 'The organization’s webhook signing secret: verify X-Homeworth-Signature (t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>)',
      response: webhookSecretSchema,
      example: { response: { secret: 'whsec_3q2-7wEXAMPLEONLY0000000000000000', header: 'X-Homeworth-Signature', algorithm: 'HMAC-SHA256 over "<t>.<raw body>", hex' } },
    },
    async (request) => ({
      secret: await webhookSecretOf(db, secretKey, callerOf(request).organizationId),
      header: 'X-Homeworth-Signature',
      algorithm: 'HMAC-SHA256 over "<t>.<raw body>", hex',
    }),
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/batches/:id',
      scope: 'batch',
      summary: 'A batch’s status, progress and results (cursor pagination over the items)',
      params: batchParams,
      querystring: batchQuery,
      response: batchStatusSchema,
      paginated: true,
      example: {
        params,
        query: { limit: 25 },
        response: {
          id: EXAMPLE_BATCH_ID,
          status: 'done',
          total: 2,
          processed: 2,
          failed: 0,
          progress: 1,
          createdAt: '2026-11-27T10:00:00.000Z',
          finishedAt: '2026-11-27T10:00:03.000Z',
          webhook: { status: 'delivered', attempts: 1 },
          results: [
            {
              position: 0,
              input: { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' },
              result: { id: 1234567, market: null, value: 455000, low: null, high: null, confidence: null, asOf: null, sampleData: true, source: 'Sample data' },
              error: null,
            },
          ],
          nextCursor: null,
        },
      },
    },
    async (request) => {
      const batch = await ownBatch(db, callerOf(request).organizationId, (request.params as z.infer<typeof batchParams>).id);
      const page = pageOf(await batchItems(db, batch.id), request.query as z.infer<typeof batchQuery>);
      return {
        id: batch.id,
        status: batch.status as 'queued' | 'running' | 'done',
        total: batch.total,
        processed: batch.processed,
        failed: batch.failed,
        progress: batch.total === 0 ? 1 : Math.round((batch.processed / batch.total) * 1000) / 1000,
        createdAt: batch.createdAt.toISOString(),
        finishedAt: batch.finishedAt?.toISOString() ?? null,
        webhook: batch.webhookUrl ? { status: (batch.webhookStatus ?? 'pending') as 'pending' | 'delivered' | 'failed', attempts: batch.webhookAttempts } : null,
        results: page.items.map((item) => ({ position: item.position, input: item.input, result: (item.result as never) ?? null, error: item.error ?? null })),
        nextCursor: page.nextCursor,
      };
    },
  );

  dataRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/batches/:id/results.csv',
      scope: 'batch',
      summary: 'A batch’s results as CSV, one row per item in the order sent',
      params: batchParams,
      response: z.string(),
      csv: true,
      example: {
        params,
        response:
          'position,address,city,state,zip,market,id,value,low,high,confidence,fsd,asOf,sampleData,source,errorCode,errorMessage\r\n0,120 Oak Street,Austin,TX,78701,,1234567,455000,,,,,,true,Sample data,,',
      },
    },
    async (request, reply) => {
      const batch = await ownBatch(db, callerOf(request).organizationId, (request.params as z.infer<typeof batchParams>).id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="batch-${batch.id}.csv"`)
        .send(await batchResultsCsv(db, batch.id));
    },
  );
}
