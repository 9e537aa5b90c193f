import { eq } from 'drizzle-orm';
import { homeValueAlertMarks } from '../../db/schema';
import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { VALUE_ALERT_BATCH_QUEUE } from '../property/alerts/value-alert-run';
import { DEV_CLOCK_MAX_DAYS } from './dev-clock.route';

const CLOCK = '/api/v1/utils/dev/clock';
const VALUE_QUEUE = 'alerts.value-change';
const OWNER = 'jane.doe@example.com';
const SITE = 'http://localhost:3000';

describe('the development clock (DEV_CLOCK): moving the background jobs past the next valuation', () => {
  const t = useTestApp({ devClock: true, siteOrigin: SITE });

  /** Sends one value-change job, as the cron would, and waits until the worker has run it and the batches it planned. */
  async function runValueJob(): Promise<void> {
    const id = await t.jobs.send(VALUE_QUEUE, {});
    for (let i = 0; i < 150 && (await t.jobs.job(VALUE_QUEUE, id))?.state !== 'completed'; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect((await t.jobs.job(VALUE_QUEUE, id))?.state).toBe('completed');
    for (let i = 0; i < 150 && (await t.jobs.pending(VALUE_ALERT_BATCH_QUEUE)) > 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await t.jobs.pending(VALUE_ALERT_BATCH_QUEUE)).toBe(0);
  }

  it('reads and moves the clock forward by whole days, adding up, and puts it back on the real time', async () => {
    const before = Date.now();
    const start = (await getAs(t.app, CLOCK)).json();
    expect(start).toMatchObject({ success: true, message: { offsetDays: 0 } });
    expect(Math.abs(Date.parse(start.message.now) - before)).toBeLessThan(5_000);

    expect((await postJson(t.app, CLOCK, { advanceDays: 300 })).json().message.offsetDays).toBe(300);
    const moved = await postJson(t.app, CLOCK, { advanceDays: 66 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message.offsetDays).toBe(366);
    expect(Date.parse(moved.json().message.now) - Date.now()).toBeGreaterThan(365.9 * 86_400_000);
    expect((await getAs(t.app, CLOCK)).json().message.offsetDays).toBe(366); // stored: another replica reads the same

    const reset = await t.app.inject({ method: 'DELETE', url: CLOCK, headers: CSRF_HEADERS });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message.offsetDays).toBe(0);
  });

  it('refuses bad input with a 400 envelope and a request without the CSRF header with a 403, and moves nothing', async () => {
    for (const body of [
      {},
      { advanceDays: 0 },
      { advanceDays: -5 },
      { advanceDays: 1.5 },
      { advanceDays: '365' },
      { advanceDays: DEV_CLOCK_MAX_DAYS + 1 },
      { advanceDays: 1, extra: true },
    ]) {
      const response = await postJson(t.app, CLOCK, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ code: expect.anything(), message: expect.any(String) }] });
    }
    const noCsrf = await t.app.inject({ method: 'POST', url: CLOCK, payload: { advanceDays: 1 } });
    expect(noCsrf.statusCode).toBe(403);
    expect((await getAs(t.app, CLOCK)).json().message.offsetDays).toBe(0);
  });

  it('answers 404 under NODE_ENV=production even when the app was built with it', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      for (const response of [await getAs(t.app, CLOCK), await postJson(t.app, CLOCK, { advanceDays: 366 })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND' }] });
      }
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect((await getAs(t.app, CLOCK)).json().message.offsetDays).toBe(0);
  });

  it('a year later the scheduled value-change job sends the owner one email with its unsubscribe link; the next run sends none', async () => {
    const token = await signUpAndGetToken(t.app, { email: OWNER });
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' })).json().message
      .kukunId as number;
    const home = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId as number;
    await t.readMail(); // the verification email
    t.mailCatcher.clear();

    await runValueJob(); // today: the home's first mark, nothing to tell
    expect(await t.readMail()).toHaveLength(0);
    const [first] = await t.db.select().from(homeValueAlertMarks).where(eq(homeValueAlertMarks.userPropertyId, home));
    expect(first!.period).toBe(String(new Date().getUTCFullYear()));

    expect((await postJson(t.app, CLOCK, { advanceDays: 366 })).statusCode).toBe(200);
    await runValueJob();
    const mails = await t.readMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([OWNER]);
    expect(mails[0]!.subject).toMatch(/^Your home's value went (up|down) [+-]\d+\.\d%$/);
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/alerts/unsubscribe\\?home=${home}&kind=value-change&token=`));
    const [moved] = await t.db.select().from(homeValueAlertMarks).where(eq(homeValueAlertMarks.userPropertyId, home));
    expect(moved!.period).toBe(String(new Date().getUTCFullYear() + 1)); // the job ran at the moved time

    await runValueJob();
    expect(await t.readMail()).toHaveLength(1);
  }, 60_000);

  it('a home saved just before the clock moves is compared with the value it was saved with on its first run', async () => {
    const token = await signUpAndGetToken(t.app, { email: OWNER });
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' })).json().message
      .kukunId as number;
    await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token);
    await t.readMail();
    t.mailCatcher.clear();

    await postJson(t.app, CLOCK, { advanceDays: 366 }); // no run saw the home before the clock moved
    await runValueJob();
    expect(await t.readMail()).toHaveLength(1);
    await runValueJob();
    expect(await t.readMail()).toHaveLength(1);
  }, 60_000);
});
