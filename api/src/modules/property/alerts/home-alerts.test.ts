import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { eq, sql } from 'drizzle-orm';
import { queuedMailer } from '../../../providers/mail/mailer';
import { SESSION_COOKIE_NAME } from '../../security';
import { findProperty } from '../property-identity.service';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { propertyDataProvider } from '../providers/sample-data.provider';
import { userPropertyPreferences } from '../property.tables';
import { sampleDataNote } from '../sample-data-words';
import { buildReport } from '../report.service';
import { alertLinkSigner, type AlertKind } from './alert-links';
import { HOME_ALERT_JOBS } from './home-alerts.jobs';
import { runWeeklyReminders } from '../../maintenance/weekly-email-run';
import { type HomeAlertDeps, marketAsOf, VALUE_CHANGE_THRESHOLD } from './home-alerts.service';
import { PERMIT_ALERT_BATCH_QUEUE, runNearbyPermitAlerts } from './nearby-permit-alerts';
import { runValueChangeAlerts } from './value-alert-run';

const SECRET = 'alerts-test-link-secret';
const SITE = 'http://localhost:3000';
const HOMES = '/api/v1/property/user-properties';
const OWNER = 'jane.doe@example.com';
const OPTED_OUT = 'john.roe@example.com';
const ADDRESS = { address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' };

describe('home alerts: value change, nearby permits, maintenance, one-click unsubscribe', () => {
  const t = useTestApp({ shareLinkSecret: SECRET, siteOrigin: SITE });
  // The sample data's facts are today's; another year's valuation follows the area's trend (marketAsOf).
  const provider: PropertyDataProvider = propertyDataProvider();
  const links = alertLinkSigner(SECRET);
  const deps = (): HomeAlertDeps => ({ db: t.db, mailer: queuedMailer(t.jobs), provider, links, siteOrigin: SITE });

  function putPreferences(id: number, token: string, preferences: Record<string, boolean>) {
    return t.app.inject({ method: 'PUT', url: `${HOMES}/${id}/preferences`, headers: CSRF_HEADERS, payload: preferences, cookies: { [SESSION_COOKIE_NAME]: token } });
  }

  /** Two users with the same home: the owner wants every alert, the other turned every alert off. */
  async function ownerAndOptedOut(): Promise<{ ownerHome: number; kukunId: number; otherHome: number }> {
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', ADDRESS)).json().message.kukunId as number;
    const homes: number[] = [];
    for (const [email, on] of [
      [OWNER, true],
      [OPTED_OUT, false],
    ] as const) {
      const token = await signUpAndGetToken(t.app, { email });
      const id = (await postJson(t.app, HOMES, { kukunId }, token)).json().message.home.userPropertyId as number;
      expect((await putPreferences(id, token, { valueChangeAlerts: on, nearbyPermitAlerts: on, maintenanceReminders: on })).statusCode).toBe(200);
      homes.push(id);
    }
    await t.readMail(); // the verification emails of the sign-ups
    t.mailCatcher.clear();
    return { ownerHome: homes[0]!, kukunId, otherHome: homes[1]! };
  }

  /** Runs `work` as a run on `iso` would (the valuation period of that date). */
  function at<T>(iso: string, work: (now: Date) => Promise<T>): Promise<T> {
    return work(new Date(iso));
  }

  async function valueIn(kukunId: number, iso: string): Promise<number> {
    const property = (await findProperty(t.db, kukunId))!;
    const year = new Date(iso).getUTCFullYear();
    return buildReport(marketAsOf(provider, year), property, year).summary.currentValue;
  }

  async function unsubscribe(home: number, kind: AlertKind, token = links.sign(home, kind), method: 'GET' | 'POST' = 'POST') {
    return t.app.inject({
      method,
      url: `/api/alerts/unsubscribe?${new URLSearchParams({ home: String(home), kind, token })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
    });
  }

  it('schedules the alert jobs on the queue cron (maintenance reminders are the weekly plan email)', async () => {
    const result = await t.db.execute(sql`select name, cron from pgboss.schedule where name like 'alerts.%'`);
    const schedules = (result as unknown as { rows: Array<{ name: string; cron: string }> }).rows;
    expect(schedules.map((s) => `${s.name} ${s.cron}`).sort()).toEqual(HOME_ALERT_JOBS.map((j) => `${j.queue} ${j.cron}`).sort());
  });

  it('has no development clock without DEV_CLOCK: its route is not found', async () => {
    for (const response of [await getAs(t.app, '/api/v1/utils/dev/clock'), await postJson(t.app, '/api/v1/utils/dev/clock', { advanceDays: 366 })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND' }] });
    }
  });

  it('a value change past the threshold in the next period emails the opted-in owner once, with both values, and no one else', async () => {
    const { ownerHome, kukunId } = await ownerAndOptedOut();
    const [before, after] = [await valueIn(kukunId, '2026-06-01T12:00:00Z'), await valueIn(kukunId, '2027-06-01T12:00:00Z')];
    expect(Math.abs(after - before) / before).toBeGreaterThanOrEqual(VALUE_CHANGE_THRESHOLD); // the sample home's value does move a year later

    expect(await at('2026-06-01T12:00:00Z', (now) => runValueChangeAlerts(deps(), now))).toBe(0); // the first valuation is the mark
    expect(await at('2026-09-01T12:00:00Z', (now) => runValueChangeAlerts(deps(), now))).toBe(0); // same period: nothing new
    expect(await t.readMail()).toHaveLength(0);

    expect(await at('2027-06-01T12:00:00Z', (now) => runValueChangeAlerts(deps(), now))).toBe(1);
    const mails = await t.readMail();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([OWNER]);
    expect(mail!.subject).toMatch(/^Your home's value went (up|down) [+-]\d+\.\d%$/);
    expect(mail!.text).toContain(`$${before.toLocaleString('en-US')} before, $${after.toLocaleString('en-US')} now`);
    const url = `${SITE}/api/alerts/unsubscribe?home=${ownerHome}&kind=value-change&token=${links.sign(ownerHome, 'value-change')}`;
    expect(mail!.text).toContain(url);
    expect(mail!.headers['list-unsubscribe']).toBe(`<${url}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    expect(await at('2027-06-02T12:00:00Z', (now) => runValueChangeAlerts(deps(), now))).toBe(0);
    expect(await t.readMail()).toHaveLength(1);
  }, 30_000);

  it('nearby permits: the scheduled job emails the opted-in owner the recent permits once; a second run sends nothing', async () => {
    await ownerAndOptedOut();
    const queue = 'alerts.nearby-permit';
    for (let run = 1; run <= 2; run += 1) {
      // The tick plans the batches; the app's workers run them.
      const id = await t.jobs.send(queue, {});
      for (let i = 0; i < 100 && (await t.jobs.job(queue, id))?.state !== 'completed'; i += 1) await new Promise((r) => setTimeout(r, 100));
      expect((await t.jobs.job(queue, id))?.state).toBe('completed');
      for (let i = 0; i < 100 && (await t.jobs.pending(PERMIT_ALERT_BATCH_QUEUE)) > 0; i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(await t.jobs.pending(PERMIT_ALERT_BATCH_QUEUE)).toBe(0);
    }
    const mails = await t.readMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([OWNER]);
    expect(mails[0]!.subject).toMatch(/^\d+ new building permits? near your home$/);
    // Dated as the site dates them ("Nov 23, 2026"), never as an ISO date.
    expect(mails[0]!.text).toMatch(/- [A-Z][a-z]{2} \d{1,2}, \d{4}: .+ at .+, [\d.]+ mi away/);
    expect(mails[0]!.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(mails[0]!.text).toContain(sampleDataNote('in this e-mail'));
    expect(await runNearbyPermitAlerts(deps())).toBe(0);
  }, 30_000);

  it('one-click unsubscribe turns that alert off for that home only, with no sign-in, and the next run sends nothing', async () => {
    const { ownerHome } = await ownerAndOptedOut();
    const page = await unsubscribe(ownerHome, 'maintenance', undefined, 'GET');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    // Opening the link (or a mail filter scanning it) changes nothing.
    expect(await t.db.select().from(userPropertyPreferences).where(eq(userPropertyPreferences.userPropertyId, ownerHome))).toMatchObject([{ maintenanceReminders: true }]);

    const done = await unsubscribe(ownerHome, 'maintenance');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: { unsubscribed: true, kind: 'maintenance' } });
    expect(await t.db.select().from(userPropertyPreferences).where(eq(userPropertyPreferences.userPropertyId, ownerHome))).toMatchObject([
      { maintenanceReminders: false, valueChangeAlerts: true, nearbyPermitAlerts: true },
    ]);
    expect(await runWeeklyReminders(deps())).toBe(0);
    expect(await t.readMail()).toHaveLength(0);
  }, 30_000);

  it('a forged, borrowed or malformed unsubscribe link gets a 4xx envelope and changes nothing', async () => {
    const { ownerHome, otherHome } = await ownerAndOptedOut();
    const forged = [
      await unsubscribe(ownerHome, 'maintenance', 'A'.repeat(43)),
      await unsubscribe(ownerHome, 'maintenance', links.sign(otherHome, 'maintenance')), // another home's signature
      await unsubscribe(ownerHome, 'maintenance', links.sign(ownerHome, 'value-change')), // another kind's signature
      await unsubscribe(ownerHome, 'maintenance', alertLinkSigner('another secret').sign(ownerHome, 'maintenance')),
      await unsubscribe(ownerHome, 'maintenance', 'A'.repeat(43), 'GET'),
    ];
    for (const response of forged) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'FORBIDDEN', message: expect.stringContaining('not valid') }] });
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?home=abc&kind=everything&token=' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    expect((await getAs(t.app, `/api/alerts/unsubscribe?home=999999&kind=maintenance&token=${links.sign(999999, 'maintenance')}`)).statusCode).toBe(404);
    expect(await t.db.select().from(userPropertyPreferences).where(eq(userPropertyPreferences.userPropertyId, ownerHome))).toMatchObject([{ maintenanceReminders: true }]);
  });
});
