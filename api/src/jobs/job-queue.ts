import { createHash, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * Durable background jobs on the API's own database (pg-boss 10): the same tables whether the API
 * runs on embedded PGlite or on a PostgreSQL server, so a job survives a restart or a crash, and
 * several processes share one set of queues (each job is taken by one worker, SKIP LOCKED).
 */

/** How a queue retries its jobs. Failures go to `<name>.dead` once the retries are used up. */
export interface QueueSettings {
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each next one, with jitter (default 10). */
  retryDelaySeconds?: number;
  /** An attempt still running after this long is taken as crashed and retried (default 300). */
  expireInSeconds?: number;
}

/** One job handed to a handler. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** Stable across the job's retries: what a handler records so a retried job does its work once. */
  idempotencyKey: string;
}

/** Does one job; throwing marks the attempt failed (it is retried, then dead-lettered). */
export type JobHandler<T> = (job: QueuedJob<T>) => Promise<void>;

/** Tuning of one queue instance; the defaults suit production, tests shorten the intervals. */
export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs (default 2 s; local sends wake it at once). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are failed into retry and old ones archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often cron schedules are checked, and sent cron jobs moved to their queue (default 30 s and 5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
}

/** The dead-letter queue of a queue: where its jobs go after their last failed attempt. */
export const deadLetterQueueOf = (name: string): string => `${name}.dead`;

const IDEMPOTENCY_FIELD = '__idempotencyKey';

/** A job id fixed by a key (a UUID from its hash): sendEach adds the job of one key once (a planned batch). */
export function fixedJobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A queue instance over one database: define queues, send jobs, run workers, schedule cron jobs. */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #client: PGlite | Pool;
  readonly #pollingIntervalSeconds: number;
  // Idle local workers by queue, woken when this process sends a job so they need not wait for a poll.
  readonly #sleepers = new Map<string, Set<() => void>>();
  // The running worker loops; stop() waits for them, so no job is left half-recorded.
  readonly #loops = new Set<Promise<void>>();
  #stopping = false;
  #started: Promise<unknown> | undefined;

  constructor(db: Database, options: JobQueueOptions = {}) {
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    // Both drizzle drivers keep the client they were opened with in `$client`.
    this.#client = (db as unknown as { $client: PGlite | Pool }).$client;
    this.#boss = new PgBoss({
      db: sqlExecutorFor(this.#client),
      schema: 'pgboss',
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
      monitorStateIntervalSeconds: 3600,
    });
    // pg-boss reports background errors (a failed poll, maintenance) as events; without a listener they would crash the process.
    this.#boss.on('error', (error) => this.onError(error));
  }

  /** Called with pg-boss's background errors; replace to log them (the app logs through its logger). */
  onError: (error: Error) => void = () => undefined;

  /** Creates pg-boss's tables on first use (idempotent) and starts maintenance and the cron clock. */
  start(): Promise<unknown> {
    this.#started ??= oneAtATime(this.#client, () => this.#boss.start());
    return this.#started;
  }

  /** Creates a queue and its dead-letter queue (idempotent: settings of an existing queue are updated). */
  async define(name: string, settings: QueueSettings = {}): Promise<void> {
    await this.start();
    const deadLetter = deadLetterQueueOf(name);
    await oneAtATime(this.#client, async () => {
      await this.#createOrUpdate(deadLetter, { retryLimit: 0 });
      await this.#createOrUpdate(name, {
        retryLimit: settings.retryLimit ?? 5,
        retryDelay: settings.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds ?? 300,
        deadLetter,
      });
    });
  }

  async #createOrUpdate(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    if (await this.#boss.getQueue(name)) await this.#boss.updateQueue(name, { name, ...options });
    else await this.#boss.createQueue(name, { name, ...options });
  }

  /**
   * Adds a job. `idempotencyKey` names the work once for all its attempts (default: a new UUID);
   * a handler records it so that a retry after a crash does not repeat what was already done.
   * Returns the job id.
   */
  async send<T extends object>(name: string, data: T, options: { idempotencyKey?: string } = {}): Promise<string> {
    await this.start();
    const id = await this.#boss.send(name, { ...data, [IDEMPOTENCY_FIELD]: options.idempotencyKey ?? randomUUID() });
    if (!id) throw new Error(`job queue ${name} refused the job`);
    for (const wake of this.#sleepers.get(name) ?? []) wake();
    return id;
  }

  /**
   * Adds several jobs in one statement, each under a fixed id (a UUID): a job whose id the queue
   * already holds is not added again, so planners in several processes, or planning twice, add each once.
   */
  async sendEach<T extends object>(name: string, jobs: Array<{ id: string; data: T; idempotencyKey: string }>): Promise<void> {
    await this.start();
    if (jobs.length === 0) return;
    await this.#boss.insert(jobs.map((job) => ({ name, id: job.id, data: { ...job.data, [IDEMPOTENCY_FIELD]: job.idempotencyKey } })));
    for (const wake of this.#sleepers.get(name) ?? []) wake();
  }

  /**
   * Runs `handler` in this process for each job of `name`: `concurrency` workers (default 1), each
   * taking one job at a time and the next one at once while there are any, polling only when idle.
   * (Our own loop over fetch/complete/fail rather than pg-boss's work(), which does not wait for
   * the completion it writes, so a stop could close the database under it.)
   */
  async work<T extends object>(name: string, handler: JobHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    await this.start();
    for (let i = 0; i < (options.concurrency ?? 1); i += 1) {
      const loop = this.#workLoop(name, handler).finally(() => this.#loops.delete(loop));
      this.#loops.add(loop);
    }
  }

  async #workLoop<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    while (!this.#stopping) {
      let job: QueuedJob<T> | undefined;
      try {
        [job] = await this.fetch<T>(name);
      } catch (error) {
        this.onError(error as Error);
      }
      if (!job) {
        await this.#idle(name);
        continue;
      }
      try {
        await handler(job);
        await this.#boss.complete(name, job.id);
      } catch (error) {
        // A failed attempt is retried after its backoff, then dead-lettered (see define).
        const message = error instanceof Error ? error.message : String(error);
        await this.#boss.fail(name, job.id, { message }).catch((failure: Error) => this.onError(failure));
      }
    }
  }

  /** Waits one polling interval, or less if this process sends a job to `name` or stops. */
  #idle(name: string): Promise<void> {
    return new Promise((resolve) => {
      const sleepers = this.#sleepers.get(name) ?? new Set<() => void>();
      this.#sleepers.set(name, sleepers);
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.#pollingIntervalSeconds * 1000);
      sleepers.add(wake);
    });
  }

  /**
   * Sends a job to `name` on a cron schedule (UTC). However many processes run the queue, each
   * tick produces one job: pg-boss keeps the schedule in the database and sends under a singleton key.
   */
  async schedule(name: string, cron: string, data: object = {}): Promise<void> {
    await this.start();
    await this.#boss.schedule(name, cron, data, { tz: 'UTC' });
  }

  /** Removes the cron schedule of `name` (a job that was replaced); nothing happens when it has none. */
  async unschedule(name: string): Promise<void> {
    await this.start();
    await this.#boss.unschedule(name);
  }

  /** Counts the jobs of `name` waiting or running (not completed, failed or dead-lettered). */
  async pending(name: string): Promise<number> {
    await this.start();
    return this.#boss.getQueueSize(name, { before: 'completed' });
  }

  /** Deletes the jobs of `name` still waiting to run (an operator's clean-up; tests between cases). */
  async discardWaiting(name: string): Promise<void> {
    await this.start();
    await this.#boss.purgeQueue(name);
  }

  /** Takes up to `limit` jobs of `name` without running them (a crashed worker, in tests; or a drain). */
  async fetch<T extends object>(name: string, limit = 1): Promise<QueuedJob<T>[]> {
    await this.start();
    const jobs = await this.#boss.fetch<T & { [IDEMPOTENCY_FIELD]?: string }>(name, { batchSize: limit });
    return jobs.map((job) => {
      const { [IDEMPOTENCY_FIELD]: key, ...data } = job.data;
      return { id: job.id, data: data as unknown as T, idempotencyKey: key ?? job.id };
    });
  }

  /** Fails now every attempt that ran past its expiry, so it is retried (maintenance does this on its interval). */
  async expireStalled(): Promise<void> {
    await this.start();
    await this.#boss.expire();
  }

  /** A job with its state and attempt count, or null. */
  async job(name: string, id: string): Promise<{ state: string; retryCount: number; output: unknown } | null> {
    await this.start();
    const job = await this.#boss.getJobById(name, id);
    return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /**
   * Stops taking jobs. Graceful (the default) waits up to `timeoutMs` for the jobs in flight to
   * finish and be recorded; a job still running then stays active until its expiry and is then
   * retried by another worker, as after a crash. A stopped queue stays stopped.
   */
  async stop(options: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    if (!this.#started || this.#stopping) return;
    this.#stopping = true;
    for (const sleepers of this.#sleepers.values()) for (const wake of sleepers) wake();
    if (options.graceful ?? true) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.timeoutMs ?? 30_000)));
      await Promise.race([Promise.all(this.#loops), timeout]);
      clearTimeout(timer);
    }
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful: false, wait: true, close: false });
  }
}

/**
 * pg-boss's `db` adapter over the API's open client. A pg Pool takes every statement as it is.
 * PGlite is one connection: its query/exec already queue behind each other and behind open
 * transactions; statements without parameters may be several (pg-boss's `BEGIN; ...; COMMIT;`),
 * which only `exec` runs, and a failure inside them must not leave the one connection in an
 * aborted transaction.
 */
function sqlExecutorFor(client: PGlite | Pool): PgBoss.Db {
  if (!('exec' in client)) {
    const pool = client;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        // Nothing else can be inside a transaction now (exec holds PGlite's lock), so this only ends ours.
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

// Any constant shared by every API process; distinct from the migration lock's key (database.ts).
const QUEUE_SCHEMA_LOCK_KEY = 4_000_013;

// On PGlite (one process) the queue instances of that process take turns.
const pgliteTurns = new WeakMap<PGlite, Promise<unknown>>();

/**
 * Runs `change` (installing pg-boss's tables, creating a queue) one at a time: on a PostgreSQL server
 * under an advisory lock, since replicas starting together on a new database would otherwise deadlock.
 */
async function oneAtATime<T>(client: PGlite | Pool, change: () => Promise<T>): Promise<T> {
  if ('exec' in client) {
    const turn = (pgliteTurns.get(client) ?? Promise.resolve()).catch(() => undefined).then(change);
    pgliteTurns.set(client, turn);
    return turn;
  }
  const connection = await client.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [QUEUE_SCHEMA_LOCK_KEY]);
    try {
      return await change();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [QUEUE_SCHEMA_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
