import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, signUpVerified, tooWideBy, turnOnTwoStep } from './helpers';

// The admins follow the weekly maintenance email's runs on their own page; anyone else is turned away.

const ADMIN_EMAIL = 'weekly-email-admin@homeworth.test';
const RUNS = '/api/v1/maintenance/weekly-email-runs';

async function expectAxeCleanAndFits(page: Page, name: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${name}: ${v.id}`)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > page.viewportSize()!.width) throw new Error(`${name} is ${width}px wide: ${await tooWideBy(page)}`);
}

test.describe('weekly email runs in the admin area', { tag: ['@mfe_account'] }, () => {
  test('an admin sees this week’s run with its counts at 1440 and 360 px, refreshes it by keyboard; a member is refused', async ({ browser }) => {
    test.setTimeout(150_000);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signUpVerified(member.request, {});
    expect((await member.request.get(RUNS)).status()).toBe(403);
    await member.goto('/user/admin/weekly-email');
    await expect(area(member, 'mfe-account').getByRole('alert')).toHaveText('This page is for Homeworth administrators.');
    await memberContext.close();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signUpVerified(admin.request, { email: ADMIN_EMAIL, firstName: 'Wes' });
    await turnOnTwoStep(admin.request);
    // The suite's API plans the week's email every minute.
    await expect.poll(async () => ((await (await admin.request.get(RUNS)).json()) as { message: { runs: unknown[] } }).message.runs.length, { timeout: 90_000 }).toBeGreaterThan(0);

    for (const width of [1440, 360]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto('/user/admin/weekly-email');
      const page = area(admin, 'mfe-account');
      await expect(page.getByRole('heading', { level: 1, name: 'Weekly maintenance email' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Weekly email' })).toHaveAttribute('aria-current', 'page');
      const table = page.getByRole('table', { name: 'Weekly email runs, newest first' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{4}-W\d{2}/);
      await expectAxeCleanAndFits(admin, `weekly email runs at ${width}`);
      await admin.screenshot({ path: test.info().outputPath(`weekly-email-${width}.png`), fullPage: true });
    }

    const refreshed = admin.waitForResponse((r) => r.url().endsWith(RUNS) && r.status() === 200);
    const refresh = area(admin, 'mfe-account').getByRole('button', { name: 'Refresh' });
    await refresh.focus();
    await admin.keyboard.press('Enter');
    await refreshed;
    await expect(area(admin, 'mfe-account').getByRole('table', { name: 'Weekly email runs, newest first' })).toBeVisible();
    await adminContext.close();
  });
});
