import { randomBytes, randomUUID, hkdfSync } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import { AddressProblem, identifyProperty, reportWithOwnerFacts, type PropertyDataProvider } from '../property';
import { decryptSecret, encryptSecret } from '../security';
import type { z } from 'zod';
import type { batchBody, BatchItem, BatchItemValue } from './batch.schema';
import { dataBatches, dataBatchItems, dataWebhookSecrets } from './batch.tables';
import { DATA_ERROR_CODES, notFound } from './data-api.errors';
import { valueFromFacts, NO_MODEL_MESSAGE } from './market-data.route';
import { homeValueOf } from './property-data.route';
import { checkWebhookUrl, type WebhookPolicy } from './webhook-url';

/** The durable queue that values batches, and the one that calls their webhooks. */
export const BATCH_QUEUE = 'data-api.batch';
export const BATCH_WEBHOOK_QUEUE = 'data-api.batch-webhook';
/** Items valued between two progress updates (and what a crashed job redoes at most). */
export const BATCH_CHUNK = 50;

export const BATCH_NOT_FOUND = 'There is no batch with this id.';

/** The key the webhook secrets are encrypted with, derived from the server's secret. */
export function webhookSecretKeyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'homeworth', 'data-webhook-secret', 32));
}

/** Records a batch and its items and queues its job; answers its id. */
export async function createBatch(db: Database, jobs: JobQueue, organizationId: string, body: z.infer<typeof batchBody>, policy: WebhookPolicy) {
  const webhookUrl = body.webhookUrl === undefined ? null : checkWebhookUrl(body.webhookUrl, policy).toString();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(dataBatches).values({ id, organizationId, total: body.items.length, webhookUrl });
    await tx.insert(dataBatchItems).values(body.items.map((input, position) => ({ batchId: id, position, input: input as Record<string, unknown> })));
  });
  await jobs.send(BATCH_QUEUE, { batchId: id }, { idempotencyKey: id });
  return { id, status: 'queued', total: body.items.length };
}

/** The organisation's batch, or 404 (also for another organisation's batch: its existence is not told). */
export async function ownBatch(db: Database, organizationId: string, id: string) {
  const [batch] = await db
    .select()
    .from(dataBatches)
    .where(and(eq(dataBatches.id, id), eq(dataBatches.organizationId, organizationId)));
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  return batch;
}

export function batchItems(db: Database, batchId: string) {
  return db.select().from(dataBatchItems).where(eq(dataBatchItems.batchId, batchId)).orderBy(asc(dataBatchItems.position));
}

type ItemOutcome = { result: BatchItemValue; error: null } | { result: null; error: { code: string; message: string } };

/** Values one item with the same services as the single-item routes. */
async function valueItem(db: Database, provider: PropertyDataProvider, item: BatchItem): Promise<ItemOutcome> {
  try {
    if ('market' in item) {
      const valued = await valueFromFacts(db, item);
      if (!valued) return { result: null, error: { code: DATA_ERROR_CODES.notFound, message: NO_MODEL_MESSAGE } };
      const { value, low, high, confidence, asOf } = valued;
      return { result: { id: null, market: valued.market, value, low, high, confidence, asOf, sampleData: false, source: valued.method }, error: null };
    }
    const property = await identifyProperty(db, { address: item.address, city: item.city, state: item.state, zipCode: item.zip });
    const v = homeValueOf(await reportWithOwnerFacts(db, provider, property));
    return {
      result: { id: v.id, market: null, value: v.value, low: v.low, high: v.high, confidence: v.confidence, asOf: v.asOf, sampleData: v.sampleData, source: v.source },
      error: null,
    };
  } catch (error) {
    if (error instanceof AddressProblem) return { result: null, error: { code: DATA_ERROR_CODES.validation, message: error.message } };
    if (error instanceof ApiError) return { result: null, error: { code: String(error.code), message: error.message } };
    throw error;
  }
}

/** Values a batch's remaining items in chunks, recording progress; a retried job picks up where the last stopped. Answers true when it finished now. */
export async function runBatch(db: Database, provider: PropertyDataProvider, batchId: string): Promise<boolean> {
  const [batch] = await db.select().from(dataBatches).where(eq(dataBatches.id, batchId));
  if (!batch || batch.status === 'done') return false;
  await db.update(dataBatches).set({ status: 'running' }).where(eq(dataBatches.id, batchId));
  for (;;) {
    const chunk = await db
      .select()
      .from(dataBatchItems)
      .where(and(eq(dataBatchItems.batchId, batchId), isNull(dataBatchItems.result), isNull(dataBatchItems.error)))
      .orderBy(asc(dataBatchItems.position))
      .limit(BATCH_CHUNK);
    if (chunk.length === 0) break;
    // Valued first, then written with the progress in one transaction: a chunk is recorded whole or not at all.
    const outcomes: ItemOutcome[] = [];
    for (const item of chunk) outcomes.push(await valueItem(db, provider, item.input as BatchItem));
    const failed = outcomes.filter((o) => o.error).length;
    await db.transaction(async (tx) => {
      for (const [i, item] of chunk.entries()) {
        const outcome = outcomes[i]!;
        await tx
          .update(dataBatchItems)
          .set(outcome)
          .where(and(eq(dataBatchItems.batchId, batchId), eq(dataBatchItems.position, item.position)));
      }
      await tx
        .update(dataBatches)
        .set({ processed: sql`${dataBatches.processed} + ${chunk.length}`, failed: sql`${dataBatches.failed} + ${failed}` })
        .where(eq(dataBatches.id, batchId));
    });
  }
  const [done] = await db
    .update(dataBatches)
    .set({ status: 'done', finishedAt: new Date(), webhookStatus: sql`case when ${dataBatches.webhookUrl} is null then null else 'pending' end` })
    .where(and(eq(dataBatches.id, batchId), eq(dataBatches.status, 'running')))
    .returning({ id: dataBatches.id });
  return done !== undefined;
}

/** The organisation's webhook signing secret, made on first use. */
export async function webhookSecretOf(db: Database, key: Buffer, organizationId: string): Promise<string> {
  const fresh = `whsec_${randomBytes(24).toString('base64url')}`;
  await db
    .insert(dataWebhookSecrets)
    .values({ organizationId, encryptedSecret: encryptSecret(key, Buffer.from(fresh)) })
    .onConflictDoNothing();
  const [row] = await db.select().from(dataWebhookSecrets).where(eq(dataWebhookSecrets.organizationId, organizationId));
  return decryptSecret(key, row!.encryptedSecret).toString('utf8');
}

const CSV_FIELDS = [
  'position',
  'address',
  'city',
  'state',
  'zip',
  'market',
  'id',
  'value',
  'low',
  'high',
  'confidence',
  'fsd',
  'asOf',
  'sampleData',
  'source',
  'errorCode',
  'errorMessage',
];

/** The batch's results as CSV, one row per item in the order sent. */
export async function batchResultsCsv(db: Database, batchId: string): Promise<string> {
  const rows = (await batchItems(db, batchId)).map((item) => {
    const input = item.input as Record<string, unknown>;
    const r = item.result as BatchItemValue | null;
    return [
      item.position,
      input['address'] ?? '',
      input['city'] ?? '',
      input['state'] ?? '',
      input['zip'] ?? '',
      input['market'] ?? '',
      r?.id ?? '',
      r?.value ?? '',
      r?.low ?? '',
      r?.high ?? '',
      r?.confidence?.score ?? '',
      r?.confidence?.fsd ?? '',
      r?.asOf ?? '',
      r ? String(r.sampleData) : '',
      r?.source ?? '',
      item.error?.code ?? '',
      item.error?.message ?? '',
    ];
  });
  // escapeFormulae: a cell starting with = + - @ gets a leading apostrophe, so a spreadsheet shows it instead of running it.
  return Papa.unparse({ fields: CSV_FIELDS, data: rows }, { escapeFormulae: true });
}
