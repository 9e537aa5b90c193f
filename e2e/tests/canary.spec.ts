import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PAGE_START_ELEMENT_ID, type PageStart } from '@homeworth/shared-lib/domain';
import { startStaticServer } from '../../tools/src/static-server';
import { changeReleases, releasesFileOf, startCanary } from '../../tools/src/releases/release-store';
import { REMOTES_FILE } from '../playwright.config';
import { area } from './helpers';

// A canary release of one remote: served to its share of browsers, each keeping its version (the hw_bucket
// cookie), and a canary that fails to load gives way to the stable build in that browser.
const CANARY_PORT = 3113;
const CANARY = `http://localhost:${CANARY_PORT}/mf-manifest.json`;
const SHARE = 30;
const BROWSERS = 200;
const BASE_URL = 'http://localhost:3000';
const ESTIMATOR_HEADING = 'What are you planning to remodel?';

function pageStartOf(html: string): PageStart {
  const block = new RegExp(`<script type="application/json" id="${PAGE_START_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return block ? (JSON.parse(block[1]!) as PageStart) : {};
}

/** A fresh browser whose bucket (0-99) is already set: below the share it is given the canary. */
async function browserInBucket(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'hw_bucket', value: String(bucket), url: BASE_URL }]);
  return context.newPage();
}

/** The hosts this page asked for scripts from. */
function scriptHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') hosts.add(new URL(request.url()).host);
  });
  return hosts;
}

test.describe('a canary release', { tag: ['@mfe_estimator', '@local'] }, () => {
  let candidate: Server | undefined;
  let remotesBefore = '';
  let releasesBefore: string | null = null;
  let live = '';

  test.beforeAll(async () => {
    remotesBefore = fs.readFileSync(REMOTES_FILE, 'utf8');
    releasesBefore = fs.existsSync(releasesFileOf(REMOTES_FILE)) ? fs.readFileSync(releasesFileOf(REMOTES_FILE), 'utf8') : null;
    live = (JSON.parse(remotesBefore) as Record<string, string>).mfe_estimator!;
    // The candidate: a copy of the estimator's build on another loopback port, as a team's release serves it.
    candidate = await startStaticServer({ root: path.resolve(__dirname, '../../mfe-estimator/dist'), port: CANARY_PORT });
    await changeReleases(REMOTES_FILE, startCanary('mfe_estimator', { version: 'e2e-canary', url: CANARY }, SHARE, 'e2e'));
  });

  test.afterAll(async () => {
    fs.writeFileSync(REMOTES_FILE, remotesBefore);
    if (releasesBefore === null) fs.rmSync(releasesFileOf(REMOTES_FILE), { force: true });
    else fs.writeFileSync(releasesFileOf(REMOTES_FILE), releasesBefore);
    await new Promise<void>((resolve) => (candidate ? candidate.close(() => resolve()) : resolve()));
  });

  test(`reaches about ${SHARE}% of ${BROWSERS} new browsers, each keeping its version`, async ({ browser }) => {
    let given = 0;
    for (let i = 0; i < BROWSERS; i++) {
      const context = await browser.newContext();
      try {
        // The first page answer sets the browser's bucket; remotes.json, asked next, follows it.
        const start = pageStartOf(await (await context.request.get('/contact-us')).text());
        const cookie = (await context.cookies()).find((c) => c.name === 'hw_bucket');
        expect(cookie?.httpOnly).toBe(true);
        const estimator = start.remotes?.mfe_estimator;
        expect([CANARY, live]).toContain(estimator);
        expect(start.canaryStable).toEqual(estimator === CANARY ? { mfe_estimator: live } : undefined);
        const again = (await (await context.request.get('/remotes.json')).json()) as Record<string, string>;
        expect(again.mfe_estimator).toBe(estimator);
        if (estimator === CANARY) given += 1;
      } finally {
        await context.close();
      }
    }
    console.log(`the canary reached ${given} of ${BROWSERS} new browsers (${SHARE}% asked)`);
    expect(given / BROWSERS).toBeGreaterThanOrEqual(0.18);
    expect(given / BROWSERS).toBeLessThanOrEqual(0.42);
  });

  test('a browser in the share loads the canary build; one outside it, the live build', async ({ browser }) => {
    const inShare = await browserInBucket(browser, 0);
    const hosts = scriptHosts(inShare);
    await inShare.goto('/home-renovation-costs');
    await expect(area(inShare, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    expect(hosts).toContain(`localhost:${CANARY_PORT}`);
    await inShare.context().close();

    const outside = await browserInBucket(browser, SHARE);
    const outsideHosts = scriptHosts(outside);
    await outside.goto('/home-renovation-costs');
    await expect(area(outside, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
    expect(outsideHosts).toContain(new URL(live).host);
    expect(outsideHosts).not.toContain(`localhost:${CANARY_PORT}`);
    await outside.context().close();
  });

  for (const [failure, breakCanary] of [
    ['its files refused in that browser', (page: Page) => page.route(`http://localhost:${CANARY_PORT}/**`, (route) => route.abort('connectionrefused'))],
    ['its server gone', async () => new Promise<void>((resolve) => (candidate ? candidate.close(() => resolve()) : resolve())).then(() => (candidate = undefined))],
  ] as const) {
    test(`a canary that fails to load (${failure}) gives way to the stable build in that browser`, async ({ browser }) => {
      const page = await browserInBucket(browser, 0);
      await breakCanary(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const hosts = scriptHosts(page);
      await page.goto('/home-renovation-costs');
      await expect(area(page, 'mfe-estimator').getByRole('heading', { level: 1 })).toHaveText(ESTIMATOR_HEADING);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      expect(hosts).toContain(new URL(live).host);
      expect(warnings.some((text) => text.includes(`the canary of mfe_estimator (${CANARY}) failed to load; this browser uses the stable version (${live})`))).toBe(true);
      await page.context().close();
    });
  }
});
