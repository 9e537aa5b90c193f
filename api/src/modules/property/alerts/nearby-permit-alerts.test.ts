import { like, sql } from 'drizzle-orm';
import { postJson, signUpAndGetToken, useTestApp, type TestContext } from '../../../test/test-app';
import type { Database } from '../../../db/database';
import { jobLedger } from '../../../jobs/jobs.tables';
import { JobQueue } from '../../../jobs/job-queue';
import type { Mailer } from '../../../providers/mail/mailer';
import { MAIL_QUEUE } from '../../../providers/mail/mailer';
import { countingDb, recordingMailer } from '../../../test/recording';
import { userPropertyPreferences } from '../property.tables';
import { propertyDataProvider } from '../providers/sample-data.provider';
import { alertLinkSigner } from './alert-links';
import type { AlertBatchJob } from './alert-batches';
import type { HomeAlertDeps } from './home-alerts.service';
import { PERMIT_ALERT_BATCH_QUEUE, permitAlertRanges, planNearbyPermitAlerts, runNearbyPermitAlerts, runNearbyPermitBatchJob, sendNearbyPermitBatch } from './nearby-permit-alerts';

const SITE = 'http://localhost:3000';
// Sample homes with permits filed near them in the last 90 days.
const MAPLE = { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' };
const OAK = { address: '120 Oak Street', city: 'Denver', state: 'CO', zipCode: '80203' };
const SUBJECT = /^\d+ new building permits? near your home$/;

describe('nearby-permit alerts as batched jobs', () => {
  // No workers in the app: each test runs the batches itself, with its own mailer.
  const t: TestContext = useTestApp({ workers: false, siteOrigin: SITE });
  const provider = propertyDataProvider();
  const links = alertLinkSigner('nearby-permit-alerts-test-secret');
  const deps = (mailer: Mailer, db: Database = t.db): HomeAlertDeps => ({ db, mailer, provider, links, siteOrigin: SITE });
  const queues: JobQueue[] = [];
  const now = new Date();

  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop({ graceful: false });
    await t.jobs.discardWaiting(MAIL_QUEUE); // sign-up mail nobody delivers here
    await t.db.execute(sql`delete from pgboss.job where name = ${PERMIT_ALERT_BATCH_QUEUE}`);
  });

  /** `n` owners of a home at `address` who turned nearby-permit alerts on (`optedIn` false: left at the default, off); their emails. */
  async function owners(n: number, address = MAPLE, from = 0, optedIn = true): Promise<string[]> {
    const emails: string[] = [];
    for (let i = from; i < from + n; i += 1) {
      const email = `owner.${i}@example.com`;
      const token = await signUpAndGetToken(t.app, { email });
      const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', address)).json().message.kukunId as number;
      const home = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId as number;
      if (optedIn) await t.db.insert(userPropertyPreferences).values({ userPropertyId: home, valueChangeAlerts: true, nearbyPermitAlerts: true, maintenanceReminders: false });
      emails.push(email);
    }
    return emails;
  }

  async function waitForBatches(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while ((await t.jobs.pending(PERMIT_ALERT_BATCH_QUEUE)) > 0) {
      if (Date.now() > until) throw new Error('the nearby-permit batches did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const permitsNamed = async () => (await t.db.select().from(jobLedger).where(like(jobLedger.key, 'alert:nearby-permit:%:permit-%'))).length;

  it('two processes planning the same tick enqueue each batch once; every opted-in owner gets one email; the next tick sends nothing', async () => {
    const emails = await owners(5);
    await owners(1, MAPLE, 5, false);
    const a = new JobQueue(t.db);
    const b = new JobQueue(t.db);
    queues.push(a, b);
    expect(await Promise.all([planNearbyPermitAlerts(t.db, a, 'tick-1', now, 2), planNearbyPermitAlerts(t.db, b, 'tick-1', now, 2)])).toEqual([3, 3]);
    const jobs = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${PERMIT_ALERT_BATCH_QUEUE}`)) as unknown as { rows: [{ n: number }] };
    expect(jobs.rows[0].n).toBe(3);

    const mail = recordingMailer();
    await a.work<AlertBatchJob>(PERMIT_ALERT_BATCH_QUEUE, (job) => runNearbyPermitBatchJob(deps(mail.mailer), job));
    await waitForBatches();
    expect(mail.accepted.map((m) => m.to).sort()).toEqual(emails);
    expect(mail.accepted.every((m) => SUBJECT.test(m.subject))).toBe(true);
    // The same permits are listed for every owner of the home, dated as the site dates them.
    const permitLines = (text: string) => text.split('\n').filter((line) => line.startsWith('- '));
    expect(new Set(mail.accepted.map((m) => permitLines(m.text).join('\n'))).size).toBe(1);
    expect(mail.accepted[0]!.text).toMatch(/- [A-Z][a-z]{2} \d{1,2}, \d{4}: .+ at .+, [\d.]+ mi away/);
    const named = await permitsNamed();
    expect(named).toBeGreaterThan(0);

    await planNearbyPermitAlerts(t.db, a, 'tick-2', now, 2);
    await waitForBatches();
    expect(mail.accepted).toHaveLength(5);
    expect(await permitsNamed()).toBe(named);
  }, 120_000);

  it('a batch whose sends fail after k gives those back and names none of their permits; its retry sends exactly the rest', async () => {
    const emails = await owners(4);
    await t.jobs.define(PERMIT_ALERT_BATCH_QUEUE, { retryLimit: 3, retryDelaySeconds: 1 });
    const flaky = recordingMailer();
    flaky.failFrom(2, 2); // the provider refuses the 3rd and 4th, then recovers
    const [range] = await permitAlertRanges(t.db);
    expect(await sendNearbyPermitBatch(deps(flaky.mailer), range!, now, { claimant: 'first', concurrency: 1 })).toMatchObject({ homes: 4, sent: 2, failed: 2 });
    const perHome = (await permitsNamed()) / 2;
    const queue = new JobQueue(t.db, { pollingIntervalSeconds: 0.2 });
    queues.push(queue);
    await queue.work<AlertBatchJob>(PERMIT_ALERT_BATCH_QUEUE, (job) => runNearbyPermitBatchJob(deps(flaky.mailer), job));
    expect(await planNearbyPermitAlerts(t.db, queue, 'tick', now, 10)).toBe(1);
    await waitForBatches();
    expect(flaky.accepted.map((m) => m.to).sort()).toEqual(emails);
    expect(await permitsNamed()).toBe(perHome * 4);
    expect(await t.db.select({ claimant: jobLedger.claimant }).from(jobLedger).where(like(jobLedger.key, 'alert:nearby-permit:%:batch-%'))).toEqual(
      emails.map(() => ({ claimant: null })),
    );
    expect(await runNearbyPermitAlerts(deps(flaky.mailer), now)).toBe(0);
  }, 120_000);

  it('an attempt that sent an email and stopped before naming its permits: the retry names them and sends nothing again', async () => {
    await owners(2);
    const mail = recordingMailer();
    expect(await runNearbyPermitAlerts(deps(mail.mailer), now)).toBe(2);
    await t.db.delete(jobLedger).where(like(jobLedger.key, 'alert:nearby-permit:%:permit-%'));
    expect(await runNearbyPermitAlerts(deps(mail.mailer), now)).toBe(0);
    expect(mail.accepted).toHaveLength(2);
    expect(await permitsNamed()).toBeGreaterThan(0);
  }, 120_000);

  it('a batch sends the same number of statements for 2 homes as for 5 (one more per email sent)', async () => {
    await owners(2);
    await owners(5, OAK, 2);
    const ranges = await permitAlertRanges(t.db, 2);
    const small = ranges[0]!;
    const large = { fromId: ranges[1]!.fromId, toId: ranges[3]!.toId };
    const statements = async (range: { fromId: number; toId: number }) => {
      const counting = countingDb(t.db);
      const result = await sendNearbyPermitBatch(deps(recordingMailer().mailer, counting.db), range, now, { claimant: 'counted', concurrency: 3 });
      return { statements: counting.count(), homes: result.homes, sent: result.sent };
    };
    const first = [await statements(small), await statements(large)];
    expect(first.map((s) => [s.homes, s.sent])).toEqual([
      [2, 2],
      [5, 5],
    ]);
    expect(first[0]!.statements - first[0]!.sent).toBe(first[1]!.statements - first[1]!.sent);
    // Nothing new: the homes and the permits named, two reads.
    const quiet = [await statements(small), await statements(large)];
    expect(quiet.map((s) => s.statements)).toEqual([2, 2]);
  }, 120_000);
});
