import { openDatabase } from '../db/database';
import { JobQueue } from './job-queue';

/** What the job benchmark measured: jobs per second sent, and run to completion by `workers` workers. */
export interface JobThroughput {
  jobs: number;
  workers: number;
  sentPerSecond: number;
  completedPerSecond: number;
}

/**
 * Jobs per second the queue sustains on an in-memory PGlite (the embedded default), or on the
 * PostgreSQL server at `databaseUrl`: `count` jobs
 * sent one by one, then run by `workers` workers of one process with no work inside the job,
 * so the figure is the queue's own cost (fetch, complete) on one connection.
 */
export async function measureJobThroughput(count = 500, workers = 4, databaseUrl?: string): Promise<JobThroughput> {
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { inMemory: true });
  const queue = new JobQueue(database.db, { pollingIntervalSeconds: 0.5 });
  try {
    await queue.define('bench.noop');
    const sendStart = performance.now();
    for (let i = 0; i < count; i += 1) await queue.send('bench.noop', { i });
    const sendSeconds = (performance.now() - sendStart) / 1000;

    let done = 0;
    const finished = new Promise<void>((resolve) => {
      void queue.work(
        'bench.noop',
        async () => {
          done += 1;
          if (done === count) resolve();
        },
        { concurrency: workers },
      );
    });
    const runStart = performance.now();
    await finished;
    // The last completion is written after the handler returns: wait until the queue is empty.
    while ((await queue.pending('bench.noop')) > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const runSeconds = (performance.now() - runStart) / 1000;
    return { jobs: count, workers, sentPerSecond: Math.round(count / sendSeconds), completedPerSecond: Math.round(count / runSeconds) };
  } finally {
    await queue.stop({ timeoutMs: 1000 });
    await database.close();
  }
}

// `npx tsx api/src/jobs/job-throughput.ts` (PGlite), or with DATABASE_URL set (a PostgreSQL server).
if (require.main === module) {
  measureJobThroughput(500, 4, process.env.DATABASE_URL).then(
    (result) => console.log(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
