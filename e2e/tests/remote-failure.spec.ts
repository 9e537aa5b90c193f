import { expect, test, type Route } from '@playwright/test';
import { PAGE_START_ELEMENT_ID } from '@homeworth/shared-lib/domain';
import { area } from './helpers';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';
const PROPERTY_REPORT_MANIFEST = 'http://localhost:3003/mf-manifest.json';

test.describe('a remote that cannot load shows a fallback in its own area only', { tag: ['@mfe_estimator', '@mfe_maintenance', '@mfe_property_report', '@local'] }, () => {
  test('refused manifest: fallback in the dashboard area, nav and other remotes work, Try again recovers', async ({ page }) => {
    await page.route(PROPERTY_REPORT_MANIFEST, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');

    const dashboard = area(page, 'mfe-property-report');
    await expect(dashboard.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still works, in the same page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Cost estimator/ })
      .click();
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText('What are you planning to remodel?');
    await expect(dashboard).toBeEmpty();

    // Back to the broken area, now reachable again: Try again loads it.
    await page.goBack();
    await expect(dashboard.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await page.unroute(PROPERTY_REPORT_MANIFEST);
    await dashboard.getByRole('button', { name: 'Try again' }).click();
    await expect(dashboard.getByRole('heading', { name: 'Your home dashboard' })).toBeVisible();
  });

  test('404 manifest gives the same fallback', async ({ page }) => {
    await page.route(PROPERTY_REPORT_MANIFEST, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/dashboard');
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  });

  test('a manifest that never answers gives up within 5 seconds', async ({ page }) => {
    const hanging: Route[] = [];
    await page.route(PROPERTY_REPORT_MANIFEST, (route) => {
      hanging.push(route); // never answered
    });
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    const started = Date.now();
    const dashboard = area(page, 'mfe-property-report');
    await expect(dashboard.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The nav rendered while the remote hung.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.unroute(PROPERTY_REPORT_MANIFEST);
    await dashboard.getByRole('button', { name: 'Try again' }).click();
    await expect(dashboard.getByRole('heading', { name: 'Your home dashboard' })).toBeVisible();
    for (const route of hanging) await route.abort().catch(() => undefined);
  });
});

test.describe('a remote whose routes.json cannot be read', { tag: ['@mfe_estimator', '@mfe_maintenance', '@mfe_property_report', '@local'] }, () => {
  test('its paths show the fallback (not "not found") and the other remotes keep theirs', async ({ page }) => {
    const AGENT_ROUTES = 'http://localhost:3004/routes.json';
    await page.route(AGENT_ROUTES, (route) => route.abort('connectionrefused'));
    // The shell's server writes the routes it could read into the page; here it could not read the agent's either.
    // (Parsing ends, then the deferred shell scripts run: the block is edited in between.)
    await page.addInitScript((id) => {
      document.addEventListener('readystatechange', () => {
        const block = document.getElementById(id);
        if (document.readyState !== 'interactive' || !block) return;
        const start = JSON.parse(block.textContent ?? '{}') as { routes?: Record<string, unknown> };
        delete start.routes?.mfe_agent;
        block.textContent = JSON.stringify(start);
      });
    }, PAGE_START_ELEMENT_ID);
    await page.goto('/agent/payment-wall');
    await expect(area(page, 'shell').getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Another remote's page still works: only the agent's routes are missing.
    await page.goto('/my-maintenance/app');
    await expect(area(page, 'mfe-maintenance').getByRole('heading', { level: 1 })).toHaveText('Home maintenance plan');
  });
});

test.describe('a remote that throws while rendering', { tag: ['@mfe_estimator', '@mfe_maintenance', '@mfe_property_report', '@local'] }, () => {
  test('shows "Something went wrong" in its own area, and Try again renders it again', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('hw:e2e-fault-done')) {
        sessionStorage.setItem('hw:simulate-render-error', 'mfe-estimator');
        sessionStorage.setItem('hw:e2e-fault-done', '1');
      }
    });
    await page.goto('/home-renovation-costs');
    const estimator = area(page, 'mfe-estimator');
    await expect(estimator.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.evaluate(() => sessionStorage.removeItem('hw:simulate-render-error'));
    await estimator.getByRole('button', { name: 'Try again' }).click();
    await expect(estimator.getByRole('heading', { level: 1 })).toHaveText('What are you planning to remodel?');
  });
});
