import { expect, test, type Page, type Route } from '@playwright/test';
import { area } from './helpers';

// Try again recovers a remote without a page reload once it answers again, however it failed: the whole
// origin refused (its manifest, entry and chunks, preloaded by the shell's server, all failed), hanging past
// the shell's timeout, or failing while the user was on another page.
const UNAVAILABLE = 'This part of the site is temporarily unavailable';
const REPORT_ORIGIN = 'http://localhost:3003/**';

async function expectRecoveredByTryAgain(page: Page): Promise<void> {
  const dashboard = area(page, 'mfe-property-report');
  await dashboard.getByRole('button', { name: 'Try again' }).click();
  await expect(dashboard.getByRole('heading', { name: 'Your home dashboard' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
}

test.describe('Try again after a remote failed, once it answers again', { tag: ['@mfe_estimator', '@mfe_property_report', '@local'] }, () => {
  test('every file of the remote refused, then answering', async ({ page }) => {
    await page.route(REPORT_ORIGIN, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: UNAVAILABLE })).toBeVisible();

    await page.unroute(REPORT_ORIGIN);
    await expectRecoveredByTryAgain(page);
  });

  test('every file of the remote hanging, then answering', async ({ page }) => {
    const hanging: Route[] = [];
    await page.route(REPORT_ORIGIN, (route) => {
      hanging.push(route); // not answered until the remote "comes back"
    });
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: UNAVAILABLE })).toBeVisible();

    await page.unroute(REPORT_ORIGIN);
    for (const route of hanging.splice(0)) await route.continue().catch(() => undefined);
    await expectRecoveredByTryAgain(page);
  });

  test('failed while the user came from another page, then answering', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText('What are you planning to remodel?');
    await page.route(REPORT_ORIGIN, (route) => route.abort('connectionrefused'));
    // A client-side navigation, as a link in the page does it (single-spa routes on pushState).
    await page.evaluate(() => window.history.pushState(null, '', '/dashboard'));
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: UNAVAILABLE })).toBeVisible();

    await page.unroute(REPORT_ORIGIN);
    await expectRecoveredByTryAgain(page);
  });
});
