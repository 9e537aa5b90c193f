import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { changeReleases, readReleases, releasesFileOf, switchLive } from '../../tools/src/releases/release-store';
import { REMOTES_FILE } from '../playwright.config';
import { signUpVerified, tooWideBy, turnOnTwoStep } from './helpers';

// Every remote load is reported by a beacon; the admins' remote health page shows it, and its Rollback
// goes back to the previous version. Local only: it changes this machine's release state.

// Its own admin (playwright.config.ts lists both), so it does not depend on the contact-us spec's.
const ADMIN_EMAIL = 'remotes-admin@homeworth.test';
const REMOTE = 'mfe_account';
const HEALTH = '/api/v1/telemetry/remotes';

interface Health {
  lastHour: Array<{ remote: string; version: string; loads: number }>;
  remotes: Array<{ remote: string; live: { version: string } }>;
}

async function health(request: APIRequestContext): Promise<Health> {
  const response = await request.get(HEALTH);
  expect(response.status()).toBe(200);
  return (await response.json()).message as Health;
}

const loadsOf = (h: Health) => h.lastHour.filter((s) => s.remote === REMOTE).reduce((sum, s) => sum + s.loads, 0);

test.describe('remote health', { tag: ['@local'] }, () => {
  test.setTimeout(120_000);
  let originalRemotes = '';

  test.beforeAll(async () => {
    originalRemotes = fs.readFileSync(REMOTES_FILE, 'utf8');
    // Two releases of the account remote (the same build, so the site keeps working): one to roll back to.
    const url = (JSON.parse(originalRemotes) as Record<string, string>)[REMOTE] ?? '';
    const live = readReleases(REMOTES_FILE).remotes[REMOTE]?.live.version ?? '';
    await changeReleases(REMOTES_FILE, switchLive(REMOTE, { version: '1.0.0', url }, live, 'e2e'));
    await changeReleases(REMOTES_FILE, switchLive(REMOTE, { version: '1.0.1', url }, '1.0.0', 'e2e'));
  });

  test.afterAll(() => {
    if (originalRemotes) fs.writeFileSync(REMOTES_FILE, originalRemotes);
    fs.rmSync(releasesFileOf(REMOTES_FILE), { force: true });
  });

  test('a page load is reported, the admin page shows it, and Rollback restores the previous version', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const admin = await context.newPage();
    await signUpVerified(admin.request, { email: ADMIN_EMAIL, firstName: 'Rita' });
    await turnOnTwoStep(admin.request);
    const before = loadsOf(await health(admin.request));

    // A visitor's page load of the account remote: the page's loads go in one beacon a few seconds later.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/v1/telemetry/remote-loads') && request.method() === 'POST', { timeout: 20_000 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(JSON.parse((await beacon).postData() ?? '{}').loads).toContainEqual(expect.objectContaining({ remote: REMOTE, outcome: 'ok' }));
    await visitor.close();
    await expect.poll(async () => loadsOf(await health(admin.request)), { timeout: 20_000 }).toBeGreaterThan(before);

    await admin.goto('/user/admin/remotes');
    await expect(admin.getByRole('heading', { name: 'Remote health', level: 1 })).toBeVisible();
    const card = admin.getByRole('region', { name: REMOTE });
    await expect(card.getByText('Live: 1.0.1')).toBeVisible();
    await expect(card.getByRole('table', { name: `Loads of ${REMOTE}` })).toBeVisible();
    await expect(card.getByRole('list', { name: `Release history of ${REMOTE}` }).getByRole('listitem')).toHaveCount(2);
    const results = await new AxeBuilder({ page: admin }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect((await admin.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)) ? await tooWideBy(admin) : '').toBe('');

    // On a desktop every remote's table stays inside its card.
    await admin.setViewportSize({ width: 1440, height: 900 });
    const overflowing = await admin.evaluate(
      () =>
        [...document.querySelectorAll('section table')].filter((table) => table.getBoundingClientRect().right > table.closest('section')!.getBoundingClientRect().right + 1).length,
    );
    expect(overflowing).toBe(0);
    await admin.screenshot({ path: test.info().outputPath('remote-health-1440.png'), fullPage: true });
    await admin.setViewportSize({ width: 360, height: 800 });

    // Keyboard: focus the button and press Enter.
    const rollback = card.getByRole('button', { name: `Roll back ${REMOTE} to 1.0.0` });
    await rollback.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByText(`${REMOTE} is back on 1.0.0.`)).toBeVisible();
    await expect(card.getByText('Live: 1.0.0')).toBeVisible();
    const state = readReleases(REMOTES_FILE);
    expect(state.remotes[REMOTE]?.live.version).toBe('1.0.0');
    expect(state.history.at(-1)).toMatchObject({ kind: 'rollback', by: ADMIN_EMAIL, from: '1.0.1', to: '1.0.0' });
    await context.close();
  });
});
