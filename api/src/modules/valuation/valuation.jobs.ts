import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { TRAIN_MARKET_MODEL_JOB, type TrainMarketModelJob, enqueueMarketTraining, listMarketSales } from '../market';
import { TooFewSalesError } from './hedonic';
import { defaultHoldoutFrom, evaluateHoldout } from './evaluate';
import { designText } from './evaluate-cli';
import { recordEvaluation, staleMarkets, trainMarketModel } from './valuation.service';

/**
 * Fits the market's model, then measures it on its newest sales with a model trained only on the
 * earlier ones, so the accuracy page always shows a figure for the model in service.
 */
async function trainAndMeasure(db: Database, slug: string): Promise<void> {
  await trainMarketModel(db, slug);
  const sales = await listMarketSales(db, slug);
  const holdoutFrom = defaultHoldoutFrom(sales);
  await recordEvaluation(db, slug, evaluateHoldout(sales, holdoutFrom), designText({ holdoutFrom }));
}

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
        await trainAndMeasure(db, job.data.slug);
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
