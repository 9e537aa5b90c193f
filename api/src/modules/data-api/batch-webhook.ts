import http from 'node:http';
import https from 'node:https';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataBatches } from './batch.tables';
import { webhookSecretOf } from './batch.service';
import { DATA_API_PREFIX } from './data-route';
import { signWebhook, SIGNATURE_HEADER } from '../developer';
import { checkWebhookUrl, guardedLookup, type WebhookPolicy } from './webhook-url';

/** Deliveries of one webhook before it is given up (the queue waits 10 s, then twice as long each time). */
export const WEBHOOK_ATTEMPTS = 6;
/** A receiver must answer within this many milliseconds. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookDeps {
  db: Database;
  secretKey: Buffer;
  policy: WebhookPolicy;
  /** Where the results link of the body points. */
  apiOrigin: string;
}

/** POSTs the body; resolves with the status code. Redirects are not followed; the DNS answer is checked at connect time. */
function post(url: URL, body: string, headers: Record<string, string>, policy: WebhookPolicy): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('webhook timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Calls a finished batch's webhook once: a signed POST of its summary. Throws on a failed attempt so the
 * queue retries it with backoff; after WEBHOOK_ATTEMPTS it records the webhook as failed instead.
 */
export async function deliverBatchWebhook(deps: WebhookDeps, batchId: string): Promise<void> {
  const [batch] = await deps.db
    .update(dataBatches)
    .set({ webhookAttempts: sql`${dataBatches.webhookAttempts} + 1` })
    .where(eq(dataBatches.id, batchId))
    .returning();
  if (!batch?.webhookUrl || batch.webhookStatus !== 'pending') return;
  const body = JSON.stringify({
    event: 'batch.completed',
    batch: {
      id: batch.id,
      status: batch.status,
      total: batch.total,
      processed: batch.processed,
      failed: batch.failed,
      finishedAt: batch.finishedAt?.toISOString() ?? null,
      resultsUrl: `${deps.apiOrigin}${DATA_API_PREFIX}/batches/${batch.id}`,
      resultsCsvUrl: `${deps.apiOrigin}${DATA_API_PREFIX}/batches/${batch.id}/results.csv`,
    },
  });
  const secret = await webhookSecretOf(deps.db, deps.secretKey, batch.organizationId);
  const signature = signWebhook(secret, body, Math.floor(Date.now() / 1000));
  let status = 0;
  try {
    status = await post(checkWebhookUrl(batch.webhookUrl, deps.policy), body, { [SIGNATURE_HEADER]: signature, 'user-agent': 'Homeworth-Webhooks/1' }, deps.policy);
  } catch {
    status = 0;
  }
  if (status >= 200 && status < 300) {
    await deps.db.update(dataBatches).set({ webhookStatus: 'delivered' }).where(eq(dataBatches.id, batchId));
    return;
  }
  if (batch.webhookAttempts >= WEBHOOK_ATTEMPTS) {
    await deps.db.update(dataBatches).set({ webhookStatus: 'failed' }).where(eq(dataBatches.id, batchId));
    return;
  }
  throw new Error(`webhook of batch ${batchId} answered ${status || 'nothing'}`);
}
