import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHELL_ROUTES } from '../../shell/src/routing/route-table';
import { readAllRemoteRoutes } from '../../tools/src/read-app-routes';
import { openPage, tooWideBy } from './helpers';

// A guest's visit: every public page fits a 360 px screen, has its own
// title, and the browser logs no console error. The pages are the shell's own routes and every remote's routes file.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');

// A page to open for each wildcard pattern (its base is not always a page of its own).
const EXAMPLES: Readonly<Record<string, string>> = {
  '/login/*': '/login',
  '/signup/*': '/signup?user=homeowner',
  '/user/*': '/user/home-preferences',
  '/home-renovation-costs/*': '/home-renovation-costs',
  '/getting-house-ready-to-sell/*': '/getting-house-ready-to-sell',
  '/multiproject/*': '/multiproject/property-address',
  '/properties/*': '/properties',
  '/comparable-home-values/*': '/comparable-home-values',
  '/my-neighborhood/*': '/my-neighborhood/projects',
  '/guess-the-sale-price/*': '/guess-the-sale-price',
  '/geo/*': '/geo/austin-tx',
  '/agent/*': '/agent/payment-wall',
  '/my-maintenance/*': '/my-maintenance/app',
  '/home-improvement-loans/*': '/home-improvement-loans/loan-calculator',
};
// The 51 estimator projects share one page: three of them stand for the rest.
const PROJECT_SAMPLE = ['/Kitchen-Renovation-Cost', '/Bathroom-Renovation-Cost', '/Living-Room-Remodel-Cost'];

// Landing pages of emailed links are walked too: without the link's token they say what they need.
const EMAIL_LINK_PAGES: string[] = [];
// A contractor's public page needs a contractor (contractor-profile.spec.ts walks it); an unknown one is a 404.
const NEEDS_A_RECORD = ['/contractor/*'];

// /property-condition is the /current-home-condition page under a second path.
const SAME_PAGE = ['/property-condition'];
// Paths of the route table that an app answers with its "Page not found" today (none left).
const KNOWN_NOT_FOUND: string[] = [];

const PUBLIC_PAGES = [
  '/',
  ...[SHELL_ROUTES, ...readAllRemoteRoutes().map((r) => r.routes)]
    .flat()
    .map((route) => route.path)
    .filter((pattern) => !/^\/[A-Z][^/]*\/\*$/.test(pattern)) // project slugs are mixed-case
    .filter((pattern) => !EMAIL_LINK_PAGES.includes(pattern) && !NEEDS_A_RECORD.includes(pattern))
    .map((pattern) => EXAMPLES[pattern] ?? pattern.replace(/\/\*$/, '')),
  ...PROJECT_SAMPLE,
  '/no-such-page',
];

test.describe('a guest walks every public page', { tag: ['@shell'] }, () => {
  test.setTimeout(300_000);

  test('at 360 px: no page is wider than the screen, each has its own title, and nothing logs a console error', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    const tooWide: string[] = [];
    const withoutHeading: string[] = [];
    const titles = new Map<string, string>(); // landing path -> title
    for (const url of PUBLIC_PAGES) {
      if (!(await openPage(page, url))) withoutHeading.push(url);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide.push(`${url}: ${width}px (${await tooWideBy(page)})`);
      titles.set(new URL(page.url()).pathname.toLowerCase(), await page.title());
      const name = url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      await page.screenshot({ path: path.join(SCREENSHOTS, `guest-360-${name}.png`), fullPage: true });
    }

    // Every page the guest landed on names itself (the title follows its h1), and no two share a title,
    // except one page under two paths and the projects' shared first question.
    const byTitle = new Map<string, string[]>();
    for (const [landed, title] of titles) {
      if (SAME_PAGE.includes(landed) || PROJECT_SAMPLE.slice(1).some((p) => p.toLowerCase() === landed)) continue;
      if (KNOWN_NOT_FOUND.includes(landed)) {
        expect(title, `${landed} now renders a page: take it off KNOWN_NOT_FOUND`).toBe('Page not found | Homeworth');
        continue;
      }
      byTitle.set(title, [...(byTitle.get(title) ?? []), landed]);
    }
    const sharedTitles = [...byTitle].filter(([, paths]) => paths.length > 1);
    const untitled = [...byTitle.keys()].filter((title) => !/^.+ \| Homeworth$/.test(title));
    expect({ withoutHeading, tooWide, errors, sharedTitles, untitled }).toEqual({ withoutHeading: [], tooWide: [], errors: [], sharedTitles: [], untitled: [] });
  });

  test("at 360 px the report's charts keep their labels readable (at least 11 px on screen)", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/sample-dashboard');
    const sizes = await page
      .locator('main svg text')
      .evaluateAll((texts) => texts.map((t) => Number(t.getAttribute('font-size')) * ((t as SVGTextElement).getScreenCTM()?.a ?? 0)));
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  });

  test('at 1440 px: every page, the dashboards included, shows the one navigation, and nothing logs a console error', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const url of ['/dashboard', '/sample-dashboard', '/home-renovation-costs', '/login', '/faq']) {
      expect(await openPage(page, url)).toBe(true);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
      await page.screenshot({ path: path.join(SCREENSHOTS, `guest-1440-${url.replace(/\W+/g, '_').slice(1)}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });
});
