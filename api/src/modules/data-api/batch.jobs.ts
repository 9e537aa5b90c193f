import type { JobQueue } from '../../jobs/job-queue';
import type { PropertyDataProvider } from '../property';
import { BATCH_QUEUE, BATCH_WEBHOOK_QUEUE, runBatch } from './batch.service';
import { deliverBatchWebhook, WEBHOOK_ATTEMPTS, type WebhookDeps } from './batch-webhook';

export interface BatchJobOptions extends WebhookDeps {
  provider: PropertyDataProvider;
  workers: boolean;
  /** Seconds before the first webhook retry, doubled each time (default 10). */
  webhookRetryDelaySeconds?: number | undefined;
}

/** Defines the batch and webhook queues and, with workers, values batches and calls their webhooks. */
export async function startBatchJobs(jobs: JobQueue, options: BatchJobOptions): Promise<void> {
  const { db, provider } = options;
  await jobs.define(BATCH_QUEUE, { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 900 });
  await jobs.define(BATCH_WEBHOOK_QUEUE, { retryLimit: WEBHOOK_ATTEMPTS, retryDelaySeconds: options.webhookRetryDelaySeconds ?? 10, expireInSeconds: 60 });
  if (!options.workers) return;
  await jobs.work<{ batchId: string }>(BATCH_QUEUE, async (job) => {
    // One delivery job per batch (the idempotency key), even when the batch job itself is retried.
    if (await runBatch(db, provider, job.data.batchId)) await jobs.send(BATCH_WEBHOOK_QUEUE, { batchId: job.data.batchId }, { idempotencyKey: `webhook-${job.data.batchId}` });
  });
  await jobs.work<{ batchId: string }>(BATCH_WEBHOOK_QUEUE, (job) => deliverBatchWebhook(options, job.data.batchId));
}
