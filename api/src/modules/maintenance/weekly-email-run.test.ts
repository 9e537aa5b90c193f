import { getAs, signUpAndGetToken, useTestApp, type TestContext } from '../../test/test-app';
import { eq, sql } from 'drizzle-orm';
import { JobQueue, type QueuedJob } from '../../jobs/job-queue';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { MAIL_QUEUE } from '../../providers/mail/mailer';
import { sendBudget } from '../../providers/mail/send-budget';
import { mailSendBudget } from '../../providers/mail/mail-budget.tables';
import { users } from '../security';
import { turnOnTwoStepFor } from '../security/account-test-helpers';
import { alertLinkSigner, propertyDataProvider } from '../property';
import { isoWeekOf, todayOf } from './calendar-date';
import { ownerWithHome, PLAN, send } from './maintenance-test-helpers';
import type { ReminderDeps } from './maintenance-reminders.service';
import { planWeeklyRun, runWeeklyEmailBatchJob, WEEKLY_EMAIL_BATCH_QUEUE, type WeeklyEmailBatchJob } from './weekly-email-run';
import { weeklyEmailDeliveries, weeklyEmailRuns } from './weekly-email.tables';

const ADMIN_EMAIL = 'ada.admin@homeworth.example';
const SECRET = 'weekly-email-test-secret';

/** A mailer that records each email it accepts; `stopAt(k, how, n)` makes the n sends after the k-th throw or hang. */
function recordingMailer() {
  const accepted: string[] = [];
  let calls = 0;
  let limit = Infinity;
  let failures = Infinity;
  let after: 'throw' | 'hang' = 'throw';
  const mailer: Mailer = {
    async send(message: MailMessage) {
      calls += 1;
      if (calls > limit && calls <= limit + failures) {
        if (after === 'hang') return new Promise<void>(() => undefined); // the process died mid-send
        throw new Error('SMTP 421 try again later');
      }
      accepted.push(message.to);
    },
  };
  return { mailer, accepted, stopAt: (k: number, how: 'throw' | 'hang', n = Infinity) => ((limit = k), (after = how), (failures = n)) };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the weekly maintenance email as batched jobs', () => {
  // No workers in the app: each test runs the batch queues it needs, with its own mailer.
  const t: TestContext = useTestApp({ workers: false, adminEmails: [ADMIN_EMAIL], shareLinkSecret: SECRET });
  const queues: JobQueue[] = [];
  const now = new Date();
  const week = isoWeekOf(todayOf(now));

  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop({ graceful: false });
    await t.jobs.discardWaiting(MAIL_QUEUE); // sign-up mail nobody delivers here
    await t.db.execute(sql`delete from pgboss.job where name = ${WEEKLY_EMAIL_BATCH_QUEUE}`);
  });

  const deps = (mailer: Mailer): ReminderDeps => ({ db: t.db, provider: propertyDataProvider(), mailer, links: alertLinkSigner(SECRET), siteOrigin: 'http://localhost:3000' });

  /** `n` owners of the sample Denver home (parts past their expected life: every week has something) with reminders on. */
  async function optedInOwners(n: number): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const email = `owner.${i}@example.com`;
      const owner = await ownerWithHome(t, email);
      const preferences = { valueChangeAlerts: false, nearbyPermitAlerts: false, maintenanceReminders: true };
      expect((await send(t, 'PUT', `/api/v1/property/user-properties/${owner.home}/preferences`, owner.token, preferences)).statusCode).toBe(200);
      emails.push(email);
    }
    return emails;
  }

  /** A queue instance (another process) whose workers run the batch jobs with `mailer`. */
  async function batchWorker(mailer: Mailer): Promise<JobQueue> {
    const queue = new JobQueue(t.db, { pollingIntervalSeconds: 0.2 });
    queues.push(queue);
    await queue.work<WeeklyEmailBatchJob>(WEEKLY_EMAIL_BATCH_QUEUE, (job: QueuedJob<WeeklyEmailBatchJob>) => runWeeklyEmailBatchJob(deps(mailer), job));
    return queue;
  }

  async function runOfWeek() {
    return (await t.db.select().from(weeklyEmailRuns).where(eq(weeklyEmailRuns.week, week)))[0]!;
  }

  async function waitForDone(timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    while ((await runOfWeek()).status !== 'done') {
      if (Date.now() > until) throw new Error(`run not done: ${JSON.stringify(await runOfWeek())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return runOfWeek();
  }

  const sorted = (xs: string[]) => [...xs].sort();

  it('two processes plan the week once and share its batches: each user gets one email, and the run counts them', async () => {
    const emails = await optedInOwners(5);
    await signUpAndGetToken(t.app, { email: 'no.home@example.com' }); // no home: not in the run
    const [someone] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db.insert(weeklyEmailDeliveries).values({ week: '2020-W01', userId: someone!.id, state: 'sent', claimant: 'long ago' });
    const a = new JobQueue(t.db);
    const b = new JobQueue(t.db);
    queues.push(a, b);
    // Two ticks at once (two API processes): one run record, each batch enqueued once.
    await Promise.all([planWeeklyRun(t.db, a, now, 2), planWeeklyRun(t.db, b, now, 2)]);
    const jobs = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${WEEKLY_EMAIL_BATCH_QUEUE}`)) as unknown as { rows: [{ n: number }] };
    expect(jobs.rows[0].n).toBe(3);
    expect(await runOfWeek()).toMatchObject({ status: 'sending', usersTotal: 5, batchesTotal: 3, batchesDone: 0, pass: 1 });
    // A new week's run drops the records of weeks long past.
    expect(await t.db.select().from(weeklyEmailDeliveries).where(eq(weeklyEmailDeliveries.week, '2020-W01'))).toEqual([]);

    const one = recordingMailer();
    const two = recordingMailer();
    await batchWorker(one.mailer);
    await batchWorker(two.mailer);
    expect(await waitForDone()).toMatchObject({ status: 'done', usersTotal: 5, batchesDone: 3, sent: 5, skipped: 0, failed: 0 });
    expect(sorted([...one.accepted, ...two.accepted])).toEqual(emails);

    // A later tick of the same week is another pass that finds nobody left to email.
    const again = recordingMailer();
    await batchWorker(again.mailer);
    await planWeeklyRun(t.db, a, now, 2);
    expect(await waitForDone()).toMatchObject({ pass: 2, sent: 5, skipped: 0, batchesDone: 3 });
    expect(again.accepted).toEqual([]);
  }, 120_000);

  it('a batch whose sends fail after k gives those claims back and its retry sends exactly the rest', async () => {
    const emails = await optedInOwners(4);
    await t.jobs.define(WEEKLY_EMAIL_BATCH_QUEUE, { retryLimit: 3, retryDelaySeconds: 1 });
    const flaky = recordingMailer();
    flaky.stopAt(2, 'throw', 2); // the provider refuses the 3rd and 4th, then recovers
    const queue = await batchWorker(flaky.mailer);
    await planWeeklyRun(t.db, queue, now, 10); // one batch of 4
    // The queue's retry of the batch sends the two others, nobody twice.
    expect(await waitForDone()).toMatchObject({ sent: 4, failed: 2, batchesDone: 1, skipped: 0 });
    expect(sorted(flaky.accepted)).toEqual(emails);
  }, 120_000);

  it('a process that dies mid-batch: the expired batch is retried elsewhere and sends only to whom it had not', async () => {
    const emails = await optedInOwners(5);
    await t.jobs.define(WEEKLY_EMAIL_BATCH_QUEUE, { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 1 });
    const dying = recordingMailer();
    dying.stopAt(3, 'hang'); // batches of 2: the first done, the second half sent when the process dies
    const first = await batchWorker(dying.mailer);
    await planWeeklyRun(t.db, first, now, 2);
    await waitFor(() => dying.accepted.length === 3);
    await first.stop({ graceful: false }); // the process is gone; its batch stays active until it expires

    const survivor = recordingMailer();
    const second = await batchWorker(survivor.mailer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await second.expireStalled();
    expect(await waitForDone()).toMatchObject({ sent: 5, batchesDone: 3, skipped: 0 });
    expect(sorted([...dying.accepted, ...survivor.accepted])).toEqual(emails);
    expect(survivor.accepted).toHaveLength(2);
  }, 120_000);

  it('the per-minute send budget is shared by every process', async () => {
    const a = sendBudget(t.db, 5, 1);
    const b = sendBudget(t.db, 5, 1);
    await Promise.all([a.take(), a.take(), a.take(), b.take(), b.take()]);
    // The sixth waits for the next minute and fails once the database is closed: settled here either way, so
    // its rejection is never left unhandled for a later suite of this jest worker to report.
    let granted = false;
    void b.take().then(
      () => (granted = true),
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await t.db.select().from(mailSendBudget);
    // Unless the minute turned just now, the sixth waits for the next minute.
    if (rows.length === 1) expect(granted).toBe(false);
    for (const row of rows) expect(row.sent).toBeLessThanOrEqual(5);
    expect(rows.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(5);
  });

  it('admins see the runs; anyone else is refused', async () => {
    await planWeeklyRun(t.db, t.jobs, now, 2);
    const url = `${PLAN}/weekly-email-runs`;
    expect((await getAs(t.app, url)).statusCode).toBe(401);
    const member = await signUpAndGetToken(t.app, { email: 'member@example.com' });
    expect((await getAs(t.app, url, member)).statusCode).toBe(403);
    const admin = await signUpAndGetToken(t.app, { email: ADMIN_EMAIL, firstName: 'Ada' });
    await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, ADMIN_EMAIL));
    await turnOnTwoStepFor(t, ADMIN_EMAIL);
    const answer = await getAs(t.app, url, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message.runs).toEqual([
      expect.objectContaining({ week, status: 'done', pass: 1, usersTotal: 0, batchesTotal: 0, sent: 0, finishedAt: expect.any(String) }),
    ]);
  });
});
