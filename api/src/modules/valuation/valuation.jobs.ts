import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { TRAIN_MARKET_MODEL_JOB, type TrainMarketModelJob, enqueueMarketTraining } from '../market';
import { TooFewSalesError } from './hedonic';
import { staleMarkets, trainMarketModel } from './valuation.service';

/** A fit takes seconds; a crashed attempt is retried after ten minutes. */
const TRAIN_QUEUE_SETTINGS = { retryLimit: 3, expireInSeconds: 600 };

/**
 * The market model training job (sent by the importer, and here on start for each loaded market whose
 * model is missing or older than its newest imported sale). The start-up check runs in the background
 * and never delays the API; with `workers` this process fits the models.
 */
export async function startValuationJobs(jobs: JobQueue, db: Database, options: { workers: boolean; log?: FastifyBaseLogger }): Promise<void> {
  await jobs.define(TRAIN_MARKET_MODEL_JOB, TRAIN_QUEUE_SETTINGS);
  if (options.workers)
    await jobs.work<TrainMarketModelJob>(TRAIN_MARKET_MODEL_JOB, async (job) => {
      try {
        await trainMarketModel(db, job.data.slug);
      } catch (err) {
        // A market too small to model keeps its values from the sample-data provider; retrying cannot help.
        if (err instanceof TooFewSalesError) options.log?.warn({ slug: job.data.slug, sales: err.count }, 'market too small for a model');
        else throw err;
      }
    });
  void (async () => {
    for (const slug of await staleMarkets(db)) await enqueueMarketTraining(jobs, slug);
  })().catch((err: unknown) => options.log?.error({ err }, 'could not queue the stale market models'));
}
