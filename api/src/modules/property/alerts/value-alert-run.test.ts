import { postJson, signUpAndGetToken, useTestApp, type TestContext } from '../../../test/test-app';
import { asc, eq, sql } from 'drizzle-orm';
import { claimEach, STALE_CLAIM_HOURS } from '../../../jobs/job-ledger';
import { jobLedger } from '../../../jobs/jobs.tables';
import { JobQueue } from '../../../jobs/job-queue';
import type { Mailer } from '../../../providers/mail/mailer';
import { countingDb, recordingMailer } from '../../../test/recording';
import { MAIL_QUEUE } from '../../../providers/mail/mailer';
import { homeValueAlertMarks } from '../home-alerts.tables';
import { ownerHomeFacts } from '../owner-facts/owner-facts.tables';
import { reportWithOwnerFacts } from '../owner-facts/owner-facts.service';
import { findProperty } from '../property-identity.service';
import { userPropertyPreferences } from '../property.tables';
import { propertyDataProvider } from '../providers/sample-data.provider';
import { reportCacheOf } from '../report-cache';
import { alertLinkSigner } from './alert-links';
import type { HomeAlertDeps } from './home-alerts.service';
import { sendValueAlertBatch } from './value-alert-batch';
import { planValueAlerts, runValueAlertBatchJob, runValueChangeAlerts, VALUE_ALERT_BATCH_QUEUE, valueAlertRanges } from './value-alert-run';
import type { AlertBatchJob } from './alert-batches';

const SITE = 'http://localhost:3000';
const MAPLE = { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' };
const OAK = { address: '120 Oak Street', city: 'Denver', state: 'CO', zipCode: '80203' };
// The sample Maple Avenue home's value moves past the threshold from 2026 to 2027 (home-alerts.test.ts checks it).
const SAVED_YEAR = new Date('2026-06-01T12:00:00Z');
const NEXT_YEAR = new Date('2027-06-01T12:00:00Z');

describe('value-change alerts as batched jobs', () => {
  // No workers in the app: each test runs the batches itself, with its own mailer.
  const t: TestContext = useTestApp({ workers: false, siteOrigin: SITE });
  const provider = propertyDataProvider();
  const links = alertLinkSigner('value-alert-run-test-secret');
  const deps = (mailer: Mailer, db = t.db): HomeAlertDeps => ({ db, mailer, provider, links, siteOrigin: SITE });
  const queues: JobQueue[] = [];

  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop({ graceful: false });
    await t.jobs.discardWaiting(MAIL_QUEUE); // sign-up mail nobody delivers here
    await t.db.execute(sql`delete from pgboss.job where name = ${VALUE_ALERT_BATCH_QUEUE}`);
  });

  /** `n` owners who follow a home at `address` (value-change alerts on by default); returns their emails. */
  async function followers(n: number, address = MAPLE, from = 0): Promise<string[]> {
    const emails: string[] = [];
    for (let i = from; i < from + n; i += 1) {
      const email = `follower.${i}@example.com`;
      const token = await signUpAndGetToken(t.app, { email });
      const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId as number;
      expect((await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).statusCode).toBeLessThan(300);
      emails.push(email);
    }
    return emails;
  }

  async function waitForBatches(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while ((await t.jobs.pending(VALUE_ALERT_BATCH_QUEUE)) > 0) {
      if (Date.now() > until) throw new Error('the value-alert batches did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const marks = () => t.db.select().from(homeValueAlertMarks).orderBy(asc(homeValueAlertMarks.userPropertyId));

  it('two processes planning the same tick enqueue each batch once; the batches mark every followed home; the next tick sends nothing again', async () => {
    const emails = await followers(5);
    const [optedOut] = await followers(1, MAPLE, 5);
    await t.db
      .insert(userPropertyPreferences)
      .values({ userPropertyId: 6, valueChangeAlerts: false, nearbyPermitAlerts: true, maintenanceReminders: true })
      .onConflictDoUpdate({ target: userPropertyPreferences.userPropertyId, set: { valueChangeAlerts: false } });
    expect(optedOut).toBeDefined();
    const a = new JobQueue(t.db);
    const b = new JobQueue(t.db);
    queues.push(a, b);
    // One tick taken by two processes at once (a planner retried while the first still ran): each batch once.
    expect(await Promise.all([planValueAlerts(t.db, a, 'tick-1', SAVED_YEAR, 2), planValueAlerts(t.db, b, 'tick-1', SAVED_YEAR, 2)])).toEqual([3, 3]);
    await planValueAlerts(t.db, a, 'tick-1', new Date(SAVED_YEAR.getTime() + 60_000), 2);
    const jobs = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${VALUE_ALERT_BATCH_QUEUE}`)) as unknown as { rows: [{ n: number }] };
    expect(jobs.rows[0].n).toBe(3);

    const mail = recordingMailer();
    await a.work<AlertBatchJob>(VALUE_ALERT_BATCH_QUEUE, (job) => runValueAlertBatchJob(deps(mail.mailer), job));
    await waitForBatches();
    expect((await marks()).map((m) => [m.userPropertyId, m.period])).toEqual([1, 2, 3, 4, 5].map((id) => [id, '2026']));
    expect(mail.accepted).toEqual([]); // a first mark sends nothing

    // The next year's tick alerts each follower once; a later tick the same day plans again and sends nothing.
    for (const tick of ['tick-2', 'tick-3']) {
      await planValueAlerts(t.db, a, tick, NEXT_YEAR, 2);
      await waitForBatches();
    }
    expect(mail.accepted.map((m) => m.to).sort()).toEqual(emails);
  }, 120_000);

  it('a batch whose sends fail after k gives those claims back; its retry sends exactly the rest, nobody twice', async () => {
    const emails = await followers(4);
    expect(await runValueChangeAlerts(deps(recordingMailer().mailer), SAVED_YEAR)).toBe(0);
    await t.jobs.define(VALUE_ALERT_BATCH_QUEUE, { retryLimit: 3, retryDelaySeconds: 1 });
    const flaky = recordingMailer();
    flaky.failFrom(2, 2); // the provider refuses the 3rd and 4th, then recovers
    const queue = new JobQueue(t.db, { pollingIntervalSeconds: 0.2 });
    queues.push(queue);
    await queue.work<AlertBatchJob>(VALUE_ALERT_BATCH_QUEUE, (job) => runValueAlertBatchJob(deps(flaky.mailer), job));
    expect(await planValueAlerts(t.db, queue, 'tick', NEXT_YEAR, 10)).toBe(1);
    await waitForBatches();
    expect(flaky.accepted.map((m) => m.to).sort()).toEqual(emails);
    expect(flaky.accepted.every((m) => /^Your home's value went (up|down) [+-]\d+\.\d%$/.test(m.subject))).toBe(true);
    expect((await marks()).map((m) => m.period)).toEqual(['2027', '2027', '2027', '2027']);
    // Every alert is recorded once as done; a later run sends nothing.
    expect(
      await t.db
        .select({ claimant: jobLedger.claimant })
        .from(jobLedger)
        .where(sql`${jobLedger.key} like 'alert:value-change:%'`),
    ).toEqual(emails.map(() => ({ claimant: null })));
    expect(await runValueChangeAlerts(deps(flaky.mailer), NEXT_YEAR)).toBe(0);
    expect(flaky.accepted).toHaveLength(4);
  }, 120_000);

  it('a retry takes back the claims its stopped attempt held; another run leaves them alone', async () => {
    await followers(3);
    expect(await runValueChangeAlerts(deps(recordingMailer().mailer), SAVED_YEAR)).toBe(0);
    const [range] = await valueAlertRanges(t.db);
    // The attempt stopped after claiming the first two homes' alerts and before sending them.
    const homes = (await t.db.execute(sql`select user_id as "userId", id from user_properties order by id`)) as unknown as { rows: Array<{ userId: number; id: number }> };
    const keys = homes.rows.slice(0, 2).map((h) => `alert:value-change:user-${h.userId}:home-${h.id}:2027`);
    await claimEach(t.db, 'alerts.value-change', keys, 'batch-7');
    const other = recordingMailer();
    expect((await sendValueAlertBatch(deps(other.mailer), range!, NEXT_YEAR, { claimant: 'someone else', concurrency: 2 })).sent).toBe(1);
    expect(other.accepted.map((m) => m.to)).toEqual(['follower.2@example.com']);
    const retry = recordingMailer();
    expect((await sendValueAlertBatch(deps(retry.mailer), range!, NEXT_YEAR, { claimant: 'batch-7', concurrency: 2 })).sent).toBe(2);
    expect(retry.accepted.map((m) => m.to).sort()).toEqual(['follower.0@example.com', 'follower.1@example.com']);
    expect((await sendValueAlertBatch(deps(retry.mailer), range!, NEXT_YEAR, { claimant: 'batch-7', concurrency: 2 })).sent).toBe(0);
  }, 120_000);

  it('a claim left by an attempt that gave up (older than STALE_CLAIM_HOURS) is taken over by the next run; a newer one is not', async () => {
    await followers(2);
    expect(await runValueChangeAlerts(deps(recordingMailer().mailer), SAVED_YEAR)).toBe(0);
    const homes = (await t.db.execute(sql`select user_id as "userId", id from user_properties order by id`)) as unknown as { rows: Array<{ userId: number; id: number }> };
    const keys = homes.rows.map((h) => `alert:value-change:user-${h.userId}:home-${h.id}:2027`);
    await claimEach(t.db, 'alerts.value-change', keys, 'crashed-batch');
    // The first home's claim was made before the attempt's retries ran out; the second's an hour ago.
    await t.db
      .update(jobLedger)
      .set({ doneAt: sql`now() - make_interval(hours => ${STALE_CLAIM_HOURS + 1})` })
      .where(eq(jobLedger.key, keys[0]!));
    await t.db
      .update(jobLedger)
      .set({ doneAt: sql`now() - interval '1 hour'` })
      .where(eq(jobLedger.key, keys[1]!));
    const next = recordingMailer();
    expect(await runValueChangeAlerts(deps(next.mailer), NEXT_YEAR)).toBe(1);
    expect(next.accepted.map((m) => m.to)).toEqual(['follower.0@example.com']);
    expect(await t.db.select({ key: jobLedger.key, claimant: jobLedger.claimant }).from(jobLedger).orderBy(asc(jobLedger.key))).toEqual([
      { key: keys[0], claimant: null },
      { key: keys[1], claimant: 'crashed-batch' },
    ]);
  }, 120_000);

  it('a failed send gives its claim back, so any later run sends it', async () => {
    await followers(3);
    expect(await runValueChangeAlerts(deps(recordingMailer().mailer), SAVED_YEAR)).toBe(0);
    const [range] = await valueAlertRanges(t.db);
    const flaky = recordingMailer();
    flaky.failFrom(1, 2);
    expect(await sendValueAlertBatch(deps(flaky.mailer), range!, NEXT_YEAR, { claimant: 'first', concurrency: 1 })).toMatchObject({ sent: 1, failed: 2 });
    const later = recordingMailer();
    expect((await sendValueAlertBatch(deps(later.mailer), range!, NEXT_YEAR, { claimant: 'second', concurrency: 1 })).sent).toBe(2);
    expect([...flaky.accepted, ...later.accepted].map((m) => m.to).sort()).toEqual(['follower.0@example.com', 'follower.1@example.com', 'follower.2@example.com']);
  }, 120_000);

  it('a batch sends the same number of statements for 2 homes as for 5 (one more per email sent)', async () => {
    await followers(2);
    await followers(5, MAPLE, 2);
    const ranges = await valueAlertRanges(t.db, 2);
    const small = ranges[0]!;
    const large = { fromId: ranges[1]!.fromId, toId: ranges[3]!.toId };
    const statements = async (range: { fromId: number; toId: number }, now: Date) => {
      const counting = countingDb(t.db);
      const result = await sendValueAlertBatch(deps(recordingMailer().mailer, counting.db), range, now, { claimant: 'counted', concurrency: 3 });
      return { statements: counting.count(), homes: result.homes, sent: result.sent };
    };
    const firstMarks = [await statements(small, SAVED_YEAR), await statements(large, SAVED_YEAR)];
    expect(firstMarks.map((s) => s.homes)).toEqual([2, 5]);
    expect(firstMarks[0]!.statements).toBe(firstMarks[1]!.statements);
    const alerts = [await statements(small, NEXT_YEAR), await statements(large, NEXT_YEAR)];
    expect(alerts.map((s) => s.sent)).toEqual([2, 5]);
    expect(alerts[0]!.statements - alerts[0]!.sent).toBe(alerts[1]!.statements - alerts[1]!.sent);
    const quiet = [await statements(small, NEXT_YEAR), await statements(large, NEXT_YEAR)]; // every home has this period's mark
    expect(quiet.map((s) => s.statements)).toEqual([1, 1]);
  }, 120_000);

  it("each home's mark is the home report's value, the owner's corrections included", async () => {
    await followers(2, MAPLE);
    await followers(2, OAK, 2);
    const homes = await t.db.execute(sql`select distinct kukun_id as "kukunId" from user_properties order by 1`);
    const kukunIds = (homes as unknown as { rows: Array<{ kukunId: number }> }).rows.map((r) => r.kukunId);
    await t.db.insert(ownerHomeFacts).values({ kukunId: kukunIds[0]!, corrections: { buildingArea: 3100, bedrooms: 5 } });
    for (const id of kukunIds) reportCacheOf(t.db, provider).forget(id);
    expect(await runValueChangeAlerts(deps(recordingMailer().mailer), new Date())).toBe(0);
    const byHome = await t.db.execute(sql`select up.kukun_id as "kukunId", m.value from home_value_alert_marks m join user_properties up on up.id = m.user_property_id`);
    const values = (byHome as unknown as { rows: Array<{ kukunId: number; value: number }> }).rows;
    expect(values).toHaveLength(4);
    for (const { kukunId, value } of values) {
      const report = await reportWithOwnerFacts(t.db, provider, (await findProperty(t.db, kukunId))!);
      expect(value).toBe(report.summary.currentValue);
    }
    // The correction moves the value: the marks did read it.
    const [corrected] = await t.db.select().from(ownerHomeFacts).where(eq(ownerHomeFacts.kukunId, kukunIds[0]!));
    expect(corrected).toBeDefined();
    await t.db.delete(ownerHomeFacts).where(eq(ownerHomeFacts.kukunId, kukunIds[0]!));
    reportCacheOf(t.db, provider).forget(kukunIds[0]!);
    const uncorrected = (await reportWithOwnerFacts(t.db, provider, (await findProperty(t.db, kukunIds[0]!))!)).summary.currentValue;
    expect(values.find((v) => v.kukunId === kukunIds[0])!.value).not.toBe(uncorrected);
  }, 120_000);
});
