import { openTestDatabase } from '../test/test-app';
import type { OpenDatabase } from '../db/database';
import { deadLetterQueueOf, JobQueue } from './job-queue';

// The queue on a real database (in-memory PGlite, or the test PostgreSQL server): retries with backoff, the dead-letter queue, cron across two workers.

let database: OpenDatabase;
const queues: JobQueue[] = [];

/** A queue instance on the shared database, polling often so the tests stay short. */
function newQueue(): JobQueue {
  const queue = new JobQueue(database.db, { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 });
  queues.push(queue);
  return queue;
}

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })));
});

afterAll(async () => {
  await database?.close();
});

describe('job queue', () => {
  it('retries a failing job with a growing delay, then moves it to the dead-letter queue', async () => {
    const queue = newQueue();
    await queue.define('test.flaky', { retryLimit: 2, retryDelaySeconds: 1 });
    const attempts: number[] = [];
    await queue.work<{ n: number }>('test.flaky', async () => {
      attempts.push(Date.now());
      throw new Error('the mail server is down');
    });
    const dead: Array<{ n: number }> = [];
    await queue.work<{ n: number }>(deadLetterQueueOf('test.flaky'), async (job) => {
      dead.push(job.data);
    });

    const id = await queue.send('test.flaky', { n: 7 });

    await waitFor(
      () => dead,
      (d) => d.length > 0,
      15_000,
    );
    expect(attempts).toHaveLength(3); // the first attempt and two retries
    const [first, second, third] = attempts as [number, number, number];
    // Exponential backoff with jitter: the first retry waits 1-2 s, the second 2-4 s.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(dead).toEqual([{ n: 7 }]);
    expect(await queue.job('test.flaky', id)).toMatchObject({ state: 'failed', retryCount: 2 });
  }, 30_000);

  it('a job that succeeds runs once and is completed', async () => {
    const queue = newQueue();
    await queue.define('test.ok');
    const seen: string[] = [];
    await queue.work<{ word: string }>('test.ok', async (job) => {
      seen.push(`${job.data.word}:${job.idempotencyKey}`);
    });
    const id = await queue.send('test.ok', { word: 'hello' }, { idempotencyKey: 'greeting-1' });
    const job = await waitFor(
      () => queue.job('test.ok', id),
      (j) => j?.state === 'completed',
      5000,
    );
    expect(job?.state).toBe('completed');
    expect(seen).toEqual(['hello:greeting-1']);
  }, 15_000);

  it('a graceful stop lets the running job finish and complete', async () => {
    const queue = newQueue();
    await queue.define('test.slow');
    let started = false;
    let finished = false;
    await queue.work('test.slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
    });
    const id = await queue.send('test.slow', {});
    await waitFor(
      () => started,
      (s) => s,
      5000,
    );

    await queue.stop({ timeoutMs: 5000 });
    expect(finished).toBe(true);
    const reader = newQueue();
    expect(await reader.job('test.slow', id)).toMatchObject({ state: 'completed' });
  }, 15_000);

  it('several processes starting at once on a new database install the queue tables once, without error', async () => {
    const fresh = await openTestDatabase();
    const starting = [1, 2, 3, 4].map(() => new JobQueue(fresh.db));
    try {
      await Promise.all(starting.map((queue) => queue.define('test.first')));
      expect(await starting[0]!.pending('test.first')).toBe(0);
    } finally {
      await Promise.all(starting.map((queue) => queue.stop({ timeoutMs: 1000 })));
      await fresh.close();
    }
  }, 30_000);

  it('a cron schedule fires once per tick with two workers on one database', async () => {
    // A tick is a minute: start well inside one so the test never straddles two.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));

    const runs: string[] = [];
    const [a, b] = [newQueue(), newQueue()];
    for (const [label, queue] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await queue.define('test.digest');
      await queue.work('test.digest', async () => {
        runs.push(label);
      });
    }
    await Promise.all([a.schedule('test.digest', '* * * * *'), b.schedule('test.digest', '* * * * *')]);

    await waitFor(
      () => runs,
      (r) => r.length > 0,
      10_000,
    );
    // Both clocks have checked the schedule several times by now; a second job would have run.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(runs).toHaveLength(1);
  }, 40_000);
});
