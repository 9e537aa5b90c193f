import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEV_MAIL_CATCHER } from '../../api/src/config';
import { CSRF } from './accounts-helpers';
import { area, signUpThroughUi, uniqueEmail } from './helpers';
import { mailTo, type CaughtMail } from './mail';

// A value-change alert arrives once in the development mailbox when
// the clock moves past the next valuation. The e2e API runs the value-change job every minute
// (VALUE_ALERT_CRON) on the development clock (DEV_CLOCK), which this spec moves a year ahead.

const CLOCK = '/api/v1/utils/dev/clock';
// Phoenix's sample market grows 5.9% a year, well past the 1% an alert needs (Austin's 1.5%, less a year's wear
// on the parts, stays under it); a street number no other spec uses.
const HOME = { address: `${2000 + Math.floor(Math.random() * 7000)} Larkspur Lane`, line: 'Phoenix, AZ 85004' };

/** maildev's JSON drops the headers it cannot keep as text; the message source has them all. */
type MailWithId = CaughtMail & { id: string };

async function valueAlerts(email: string): Promise<MailWithId[]> {
  return (await mailTo(email)).filter((m) => /^Your home's value went (up|down) /.test(m.subject)) as MailWithId[];
}

/** The value of header `name` in the delivered message's source (folded lines joined: these values hold no spaces). */
async function headerOf(mail: MailWithId, name: string): Promise<string | undefined> {
  const response = await fetch(`http://${DEV_MAIL_CATCHER.host}:${DEV_MAIL_CATCHER.webPort}/api/email/${mail.id}/source`);
  expect(response.ok).toBe(true);
  const head = (await response.text()).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, '');
  return new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1]?.trim();
}

async function resetClock(request: APIRequestContext): Promise<void> {
  const response = await request.delete(CLOCK, { headers: CSRF });
  expect(response.status()).toBe(200);
}

// The suite runs every spec in one server: the jobs' clock goes back to the real time whatever happens here.
test.afterAll(async ({ request }) => resetClock(request));

test(
  'a value-change alert arrives once when the clock moves past the next valuation, with its one-click unsubscribe link',
  { tag: ['@mfe_account', '@mfe_property_report', '@local'] },
  async ({ page, request }) => {
    test.setTimeout(240_000); // two per-minute cron cycles
    const email = uniqueEmail('value-alert');
    await signUpThroughUi(page, 'Valerie', email);

    // The owner saves a home from the dashboard.
    const dashboard = area(page, 'mfe-property-report');
    await dashboard.getByRole('combobox', { name: 'Address of the home to add' }).fill(`${HOME.address}, ${HOME.line}`);
    await dashboard.getByRole('button', { name: 'Add home' }).click();
    await expect(dashboard.getByRole('heading', { level: 1, name: HOME.address })).toBeVisible();

    // Value-change alerts are on for a saved home unless the owner turns them off.
    await page.goto('/user/home-preferences');
    const home = area(page, 'mfe-account').getByRole('article', { name: `${HOME.address}, ${HOME.line}` });
    await expect(home.getByLabel('Email me when the home value changes')).toBeChecked();

    // A year later the next valuation is due: the next per-minute run compares it with the saved value.
    const moved = await page.request.post(CLOCK, { headers: CSRF, data: { advanceDays: 366 } });
    expect(moved.status()).toBe(200);
    expect(new Date(((await moved.json()) as { message: { now: string } }).message.now).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);

    await expect.poll(async () => (await valueAlerts(email)).length, { timeout: 110_000, intervals: [2_000] }).toBe(1);
    const [alert] = await valueAlerts(email);
    expect(alert!.text).toMatch(/Estimated value: \$[\d,]+ before, \$[\d,]+ now \([+-]\d+\.\d%/);
    const unsubscribe = /https?:\/\/\S+\/api\/alerts\/unsubscribe\?home=\d+&kind=value-change&token=[\w-]+/.exec(alert!.text)?.[0];
    expect(unsubscribe).toBeTruthy();
    expect(await headerOf(alert!, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(await headerOf(alert!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // One more run of the job (the next minute's, within its 30 s scheduling check) sends nothing more.
    const arrived = Date.parse(alert!.time);
    const nextRunDone = (Math.floor(arrived / 60_000) + 1) * 60_000 + 45_000;
    await page.waitForTimeout(Math.max(0, nextRunDone - Date.now()));
    expect(await valueAlerts(email)).toHaveLength(1);

    // The one-click link (a POST, as mail clients send it, without the owner's cookies) turns the alert off for this home.
    const url = new URL(unsubscribe!);
    const done = await request.post(`${url.pathname}${url.search}`, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(done.status()).toBe(200);
    await page.reload();
    await expect(home.getByLabel('Email me when the home value changes')).not.toBeChecked();
  },
);
