import { sql } from 'drizzle-orm';
import { getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { JobQueue } from '../../jobs/job-queue';
import { mailDelivery, startMailWorker } from './mail-worker';
import { MAIL_QUEUE, type MailJob } from './mailer';

// Mail leaves through the job queue: a request enqueues, a worker delivers over SMTP to a real
// SMTP server (the test's catcher). Here the app runs no worker of its own (a web-only replica),
// so the tests decide which "process" takes each job and when it dies.

const EMAIL = 'jane.doe@example.com';
const FROM = 'Homeworth <no-reply@homeworth.local>';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail delivery through the job queue', () => {
  const t = useTestApp({ workers: false });
  const others: JobQueue[] = [];

  /** Another API process on the same database. */
  function anotherProcess(): JobQueue {
    const queue = new JobQueue(t.db, { pollingIntervalSeconds: 0.5 });
    others.push(queue);
    return queue;
  }

  beforeEach(async () => {
    // Short expiry and retry delay so a crashed attempt comes back within a second.
    await t.jobs.define(MAIL_QUEUE, { retryLimit: 3, retryDelaySeconds: 0, expireInSeconds: 1 });
  });

  afterEach(async () => {
    await Promise.all(others.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })));
    await t.jobs.discardWaiting(MAIL_QUEUE);
  });

  /** The mail jobs in one state, read from pg-boss's table. */
  async function jobIdsIn(state: string): Promise<string[]> {
    const result = await t.db.execute(sql`select id from pgboss.job where name = ${MAIL_QUEUE} and state = ${state}::pgboss.job_state`);
    return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  }

  /** Waits past the 1 s expiry of the running attempt, then runs the expiry pg-boss's maintenance would run. */
  async function expireCrashedAttempt(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await t.jobs.expireStalled();
  }

  it('a request only enqueues: without a worker nothing reaches the SMTP server', async () => {
    await signUpAndGetToken(t.app);
    expect(await t.jobs.pending(MAIL_QUEUE)).toBe(1);
    expect(t.mailCatcher.messages).toHaveLength(0);
  });

  it('a worker killed after the SMTP server accepted leaves the job to be retried, and the mail arrives once', async () => {
    await signUpAndGetToken(t.app);
    const crashed = anotherProcess();
    const [job] = await crashed.fetch<MailJob>(MAIL_QUEUE);
    expect(job?.data.to).toBe(EMAIL);
    // The doomed process delivers, then dies before telling the queue (no complete, no fail).
    await mailDelivery({ db: t.db, smtpUrl: t.mailCatcher.url, from: FROM })(job!);
    expect(t.mailCatcher.messages).toHaveLength(1);

    await expireCrashedAttempt();
    expect(await t.jobs.job(MAIL_QUEUE, job!.id)).toMatchObject({ state: 'retry' });

    const survivor = anotherProcess();
    await startMailWorker(survivor, { db: t.db, smtpUrl: t.mailCatcher.url, from: FROM });
    const done = await waitFor(
      () => t.jobs.job(MAIL_QUEUE, job!.id),
      (j) => j?.state === 'completed',
    );
    expect(done).toMatchObject({ state: 'completed', retryCount: 1 });
    const mails = await t.readMail(EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toBe(`<${job!.idempotencyKey}@homeworth.mail>`);
  }, 20_000);

  it('a worker killed before sending leaves the job to another worker, which delivers it once', async () => {
    await signUpAndGetToken(t.app);
    const crashed = anotherProcess();
    const [job] = await crashed.fetch<MailJob>(MAIL_QUEUE);
    expect(job).toBeDefined();

    await expireCrashedAttempt();
    const survivor = anotherProcess();
    await startMailWorker(survivor, { db: t.db, smtpUrl: t.mailCatcher.url, from: FROM });
    await waitFor(
      () => t.jobs.job(MAIL_QUEUE, job!.id),
      (j) => j?.state === 'completed',
    );

    const mails = await t.readMail(EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Verify your email for Homeworth');
  }, 20_000);

  it('a failed SMTP delivery is retried with a delay until the server takes it', async () => {
    await t.jobs.define(MAIL_QUEUE, { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 1 });
    await signUpAndGetToken(t.app);
    const down = anotherProcess();
    // Port 9 (discard) on loopback refuses SMTP: the attempt fails and waits 1-2 s for its retry.
    await startMailWorker(down, { db: t.db, smtpUrl: 'smtp://127.0.0.1:9', from: FROM });
    const [id] = await waitFor(
      () => jobIdsIn('retry'),
      (ids) => ids.length > 0,
    );
    await down.stop({ timeoutMs: 1000 });
    expect(t.mailCatcher.messages).toHaveLength(0);

    await startMailWorker(anotherProcess(), { db: t.db, smtpUrl: t.mailCatcher.url, from: FROM });
    const done = await waitFor(
      () => t.jobs.job(MAIL_QUEUE, id!),
      (j) => j?.state === 'completed',
    );
    expect(done?.retryCount).toBeGreaterThanOrEqual(1);
    expect(await t.readMail(EMAIL)).toHaveLength(1);
  }, 20_000);

  it('a password-reset request mails the reset link to the SMTP server', async () => {
    await signUpAndGetToken(t.app);
    await startMailWorker(anotherProcess(), { db: t.db, smtpUrl: t.mailCatcher.url, from: FROM });
    expect((await postJson(t.app, '/api/v1/security/forgot-password', { email: EMAIL })).statusCode).toBe(200);
    const [reset] = await t.readMail(EMAIL);
    expect(reset?.subject).toBe('Reset your Homeworth password');
    expect(reset?.text).toMatch(/\/login\/change-password\?email-f=jane\.doe%40example\.com&token=[A-Za-z0-9_-]{43}/);
  }, 20_000);

  it('no route shows anyone mail: the old development outbox answers 404', async () => {
    await signUpAndGetToken(t.app);
    for (const url of ['/api/v1/security/dev/outbox', `/api/v1/security/dev/outbox?to=${encodeURIComponent(EMAIL)}`, '/api/v1/dev/outbox']) {
      const response = await getAs(t.app, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('verify-your-email');
    }
  });
});
