import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_OVERRIDES_KEY } from '@homeworth/shared-lib/domain';
import { startStaticServer } from '../../tools/src/static-server';
import { area } from './helpers';

// A remote pointed at another build in one browser (localStorage `hw:remote-overrides`), as QA tries a
// candidate: honoured only from an allowed origin (loopback here, outside production), always shown by a banner.
const CANDIDATE_PORT = 3112;
const CANDIDATE = `http://localhost:${CANDIDATE_PORT}/mf-manifest.json`;
const ESTIMATOR_HEADING = 'What are you planning to remodel?';

async function overrideBeforeLoad(page: Page, overrides: Record<string, string>): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [REMOTE_OVERRIDES_KEY, JSON.stringify(overrides)] as const);
}

/** The scripts this page asked for, as host:port/path. */
function scriptsAskedFor(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') seen.add(`${url.host}${url.pathname}`);
  });
  return seen;
}

test.describe('per-browser remote overrides', { tag: ['@mfe_estimator', '@local'] }, () => {
  let candidate: Server;
  test.beforeAll(async () => {
    // The candidate build: the estimator's build served from another loopback port, as a team's CI would.
    candidate = await startStaticServer({ root: path.resolve(__dirname, '../../mfe-estimator/dist'), port: CANDIDATE_PORT });
  });
  test.afterAll(async () => new Promise<void>((resolve) => candidate.close(() => resolve())));

  test('an override from an allowed origin loads that build and shows the banner; Reset goes back', async ({ page }) => {
    await overrideBeforeLoad(page, { mfe_estimator: CANDIDATE });
    const scripts = scriptsAskedFor(page);
    await page.goto('/home-renovation-costs');
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    // (The page still preloads the live build's first files: its server cannot know this browser's overrides.)
    expect(scripts).toContain(`localhost:${CANDIDATE_PORT}/remoteEntry.js`);

    const banner = page.getByRole('region', { name: 'Remote overrides' });
    await expect(banner).toContainText(`Testing mfe_estimator from ${CANDIDATE}`);

    // Reset clears this browser's overrides; the init script sets them again only on a fresh context, so clear it first.
    await page.evaluate((key) => window.localStorage.removeItem(key), REMOTE_OVERRIDES_KEY);
    await page.addInitScript((key) => window.localStorage.removeItem(key), REMOTE_OVERRIDES_KEY);
    await banner.getByRole('button', { name: 'Reset' }).click();
    await page.waitForLoadState('load');
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });

  test('an override from an origin that is not allowed is ignored and said in the console', async ({ page }) => {
    const unlisted = 'https://candidates.example.test/mfe_estimator/mf-manifest.json';
    await overrideBeforeLoad(page, { mfe_estimator: unlisted });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const scripts = scriptsAskedFor(page);
    await page.goto('/home-renovation-costs');
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    expect(scripts).toContain('localhost:3002/remoteEntry.js');
    expect([...scripts].some((script) => script.startsWith('candidates.example.test'))).toBe(false);
    expect(warnings.some((text) => text.includes(`override of mfe_estimator to ${unlisted} is ignored`))).toBe(true);
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });

  test('the devtools panel (?devtools=1, or Alt+Shift+D) sets an override with the keyboard', async ({ page }) => {
    await page.goto('/home-renovation-costs?devtools=1');
    const panel = page.getByRole('dialog', { name: 'Remote devtools' });
    await expect(panel).toBeVisible();
    await panel.getByRole('textbox', { name: 'mfe_estimator manifest URL' }).fill(CANDIDATE);
    await panel.getByRole('button', { name: 'Save and reload' }).press('Enter');
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toContainText(`Testing mfe_estimator from ${CANDIDATE}`);
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    await expect(page.getByRole('dialog', { name: 'Remote devtools' })).toHaveCount(0); // not opened again by the reload

    // The shortcut opens the same panel; Reset all clears the override.
    await page.keyboard.press('Alt+Shift+D');
    await page.getByRole('dialog', { name: 'Remote devtools' }).getByRole('button', { name: 'Reset all' }).click();
    await page.waitForLoadState('load');
    await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });
});
