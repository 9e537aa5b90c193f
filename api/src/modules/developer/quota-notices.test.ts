import { useTestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import { queuedMailer } from '../../providers/mail/mailer';
import { usageCounted } from './data-api-guard';
import { developerWithKey, guardedTestApi, setCallsThisMonth } from './developer-test-helpers';
import { quotaNotifier, sendQuotaNotices } from './quota-notices';

jest.setTimeout(60_000);

describe('quota e-mails at 50%, 80% and 100% of the monthly quota', () => {
  const ctx = useTestApp();
  let api: Awaited<ReturnType<typeof guardedTestApi>>;
  beforeAll(async () => {
    api = await guardedTestApi({ db: ctx.db, onCounted: quotaNotifier(ctx.db, queuedMailer(ctx.jobs), 'http://localhost:3000') });
  });
  afterAll(() => api.close());

  const call = (key: string) => api.inject({ method: 'GET', url: '/data/valuation', headers: { 'x-api-key': key } });
  const quotaMail = async (to: string) => (await ctx.readMail(to)).filter((m) => /data API quota/.test(m.subject));
  const subjects = async (to: string) => (await quotaMail(to)).map((m) => m.subject).sort();

  it('mails the owner when a successful call reaches 50%, then 80%, then 100% (the trial: 500, 800, 1,000 calls)', async () => {
    const dev = await developerWithKey(ctx.app, ctx.db, 'owner@lender.example');
    await setCallsThisMonth(ctx.db, dev.organizationId, 498);
    expect((await call(dev.key)).statusCode).toBe(200);
    await usageCounted();
    expect(await subjects('owner@lender.example')).toEqual([]);
    expect((await call(dev.key)).statusCode).toBe(200);
    await usageCounted();
    const fifty = await quotaMail('owner@lender.example');
    expect(fifty.map((m) => m.subject)).toEqual(['You have used 50% of your Homeworth data API quota']);
    expect(fifty[0]!.text).toContain('500 of 1,000 successful calls');

    await setCallsThisMonth(ctx.db, dev.organizationId, 799);
    await call(dev.key);
    await setCallsThisMonth(ctx.db, dev.organizationId, 999);
    await call(dev.key);
    await usageCounted();
    expect(await subjects('owner@lender.example')).toEqual(
      ['Your Homeworth data API quota is used up', 'You have used 50% of your Homeworth data API quota', 'You have used 80% of your Homeworth data API quota'].sort(),
    );
    // Refused calls past the quota send nothing more.
    expect((await call(dev.key)).statusCode).toBe(429);
    await usageCounted();
    expect((await subjects('owner@lender.example')).length).toBe(3);
  });

  it('sends each notice once per organisation and month, however many calls reach it at once', async () => {
    const dev = await developerWithKey(ctx.app, ctx.db, 'owner@lender.example');
    const mailer = queuedMailer(ctx.jobs);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sendQuotaNotices(ctx.db, mailer, 'http://localhost:3000', { organizationId: dev.organizationId, plan: 'trial', callsThisMonth: 850 })),
    );
    expect(results.flat().sort()).toEqual([50, 80]);
    expect(await subjects('owner@lender.example')).toEqual(['You have used 50% of your Homeworth data API quota', 'You have used 80% of your Homeworth data API quota']);
    const rows = (await ctx.db.execute(sql`select threshold from quota_notices order by threshold`)) as unknown as { rows: { threshold: number }[] };
    expect(rows.rows.map((r) => r.threshold)).toEqual([50, 80]);
    // Another organisation is told of its own usage only.
    const other = await developerWithKey(ctx.app, ctx.db, 'owner@insurer.example');
    expect(await sendQuotaNotices(ctx.db, mailer, 'http://localhost:3000', { organizationId: other.organizationId, plan: 'trial', callsThisMonth: 10 })).toEqual([]);
  });
});
