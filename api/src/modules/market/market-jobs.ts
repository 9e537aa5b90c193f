import type { JobQueue } from '../../jobs/job-queue';

/** The durable job that fits a market's home-value model to its recorded sales (the valuation module handles it). */
export const TRAIN_MARKET_MODEL_JOB = 'market.train-model';

/** What the training job is given. */
export interface TrainMarketModelJob {
  slug: string;
}

/** Queues the model training of a market (the queue is created here too, so the job waits for its worker). */
export async function enqueueMarketTraining(jobs: JobQueue, slug: string): Promise<string> {
  await jobs.define(TRAIN_MARKET_MODEL_JOB, { retryLimit: 3, expireInSeconds: 1800 });
  return jobs.send<TrainMarketModelJob>(TRAIN_MARKET_MODEL_JOB, { slug });
}
