import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, claimHomeThroughUi, openPage, signOutThroughNav, signUpThroughUi, tooWideBy, uniqueEmail, CSRF } from './helpers';

// Owner corrections, upgrade to paid, report history and guess the sale price.

// Outside Playwright's output folder, which the next run empties (as the journeys keep theirs).
const SHOTS = path.resolve(__dirname, '../../.data/test-results/property-tools');
const street = () => `${100 + Math.floor(Math.random() * 9000)}`;

/** Adds a home to the signed-in user's list through the API; answers its userPropertyId and kukunId. */
async function addHome(page: Page, address: string, city = 'Denver', state = 'CO', zipCode = '80202') {
  const kukunId = (await (await page.request.post('/api/v1/property/kukun-id', { headers: CSRF, data: { address, city, state, zipCode } })).json()).message.kukunId as number;
  const added = await (await page.request.post('/api/v1/property/user-properties', { headers: CSRF, data: { kukunId } })).json();
  return { kukunId, userPropertyId: added.message.home.userPropertyId as number };
}

/** Every page opens finished: a heading, no console error, no sideways scroll, axe clean; a screenshot is kept. */
async function checkPage(page: Page, problems: string[], name: string, url: string, width: number) {
  if (!(await openPage(page, url))) problems.push(`${name} ${width}: no heading`);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (scrollWidth > innerWidth) problems.push(`${name} ${width}: ${scrollWidth}px wide (${await tooWideBy(page)})`);
  const axe = await new AxeBuilder({ page }).analyze();
  for (const v of axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
    problems.push(`${name} ${width}: axe ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test(
  'an owner correction changes the value and the condition score; a non-owner is refused; upgrading a saved address uses one credit',
  { tag: ['@mfe_property_report'] },
  async ({ page }) => {
    const app = area(page, 'mfe-property-report');
    await signUpThroughUi(page, 'Owen', uniqueEmail('tools-owner'));
    const address = `${street()} Juniper Lane`;
    const kukunId = await claimHomeThroughUi(page, `${address}, Denver, CO 80202`);

    // The owner corrects the living area and says the roof, furnace and air conditioning are new.
    await page.goto(`/update-your-home?id=${kukunId}`);
    const form = app.getByRole('form', { name: 'Your home’s facts' });
    const area0 = Number((await form.getByLabel('Living area (sq ft)').inputValue()).replace(/\D/g, ''));
    const year = String(new Date().getFullYear());
    await form.getByLabel('Living area (sq ft)').fill(String(area0 + 700));
    for (const part of ['Roof', 'Furnace', 'Central air conditioning', 'Water heater', 'Interior paint', 'Carpet and flooring'])
      await form.getByLabel(part, { exact: true }).fill(year);
    await form.getByRole('button', { name: 'Save my corrections' }).click();
    const outcome = app.getByTestId('facts-outcome');
    await expect(outcome).toContainText('Saved.');
    const [, valueBefore, valueAfter, scoreBefore, scoreAfter] = /value: (\$[\d,]+) → (\$[\d,]+)\. Condition score: (\d+) → (\d+)/.exec((await outcome.textContent()) ?? '') ?? [];
    expect(valueAfter).not.toBe(valueBefore);
    expect(Number(scoreAfter)).toBeGreaterThan(Number(scoreBefore));
    await expect(app.getByTestId('facts-history')).toContainText(`Living area (sq ft) ${area0.toLocaleString('en-US')} → ${(area0 + 700).toLocaleString('en-US')}, by You`);
    // The owner's form is finished at both widths (its own screenshots).
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: console error ${m.text()}`);
    });
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await checkPage(page, problems, 'update-your-home-owner', `/update-your-home?id=${kukunId}`, width);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(problems).toEqual([]);
    // The report reads the corrected facts and marks them.
    await page.goto(`/properties/${kukunId}`);
    await expect(app.getByTestId('hero-value')).toHaveText(valueAfter!);
    await expect(app.getByTestId('owner-reported-buildingArea').first()).toBeVisible();

    // Upgrade to paid from /properties: the claim used one address, a saved home a second; upgrading it uses the third.
    await addHome(page, `${street()} Juniper Lane`);
    await page.goto('/properties');
    await expect(app.getByTestId('addresses-left')).toHaveText('Addresses left to add or upgrade a home: 1');
    await app.getByRole('button', { name: /^Upgrade to paid/ }).click();
    await expect(app.getByTestId('addresses-left')).toHaveText('Addresses left to add or upgrade a home: 0');
    await expect(app.getByTestId('home-tier').filter({ hasText: 'Paid: full report' })).toHaveCount(1);
    await expect(app.getByRole('button', { name: /^Upgrade to paid/ })).toHaveCount(0);
    const summary = (await (await page.request.get('/api/v1/payment/order-summary')).json()).message;
    expect(summary).toMatchObject({ addressConsumedCount: 3, addressRemainingCount: 0 });
    await signOutThroughNav(page);

    // Someone else who saved the same home cannot correct it, in the page or through the API.
    await signUpThroughUi(page, 'Nora', uniqueEmail('tools-other'));
    const theirs = await addHome(page, address);
    expect(theirs.kukunId).toBe(kukunId);
    const refused = await page.request.put(`/api/v1/property/user-properties/${theirs.userPropertyId}/owner-facts`, { headers: CSRF, data: { bedrooms: 9 } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errors[0].code).toBe('NOT_HOME_OWNER');
    await page.goto(`/update-your-home?id=${kukunId}`);
    await expect(app.getByRole('heading', { name: 'Only the verified owner can correct these facts' })).toBeVisible();
    await expect(app.getByRole('form', { name: 'Your home’s facts' })).toHaveCount(0);

    // With no address left, Upgrade to paid opens the out-of-address modal that leads to the address packs.
    await addHome(page, `${street()} Larch Street`);
    await addHome(page, `${street()} Larch Street`);
    await page.goto('/properties');
    await expect(app.getByTestId('addresses-left')).toHaveText('Addresses left to add or upgrade a home: 0');
    await app
      .getByRole('button', { name: /^Upgrade to paid/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'You are out of addresses' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'See address packs' })).toHaveAttribute('href', /\/pricing-options\?referrer=%2Fproperties/);
  },
);

test(
  'a guess is scored and appears in the history; the report history lists and deletes; every new page is finished at 1440 and 360 px',
  { tag: ['@mfe_property_report'] },
  async ({ page }) => {
    const app = area(page, 'mfe-property-report');
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: console error ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    await signUpThroughUi(page, 'Gwen', uniqueEmail('tools-guess'));
    const home = await addHome(page, `${street()} Spruce Street`);

    // Guess the sale price of the home shown.
    await page.goto('/guess-the-sale-price');
    const sold = app.getByTestId('sold-home');
    await expect(sold.getByRole('heading', { level: 2 })).toBeVisible();
    const soldAddress = ((await sold.getByRole('heading', { level: 2 }).textContent()) ?? '').split(',')[0]!;
    await sold.getByLabel('What did it sell for?').fill('425,000');
    await sold.getByRole('button', { name: 'Guess' }).click();
    await expect(app.getByTestId('guess-result')).toContainText('Your guess$425,000');
    const score = Number(/(\d+) \/ 100/.exec((await app.getByTestId('guess-score').textContent()) ?? '')![1]);
    const actual = Number(((await app.getByTestId('actual-price').textContent()) ?? '').replace(/\D/g, ''));
    // The score rule: 100 - 2 points per percent off, at least 0.
    expect(score).toBe(Math.max(0, Math.round(100 - (200 * Math.abs(425_000 - actual)) / actual)));
    await app.getByRole('link', { name: 'See your guesses' }).click();
    await expect(page).toHaveURL(/\/guess-the-sale-price\/history$/);
    await expect(app.getByTestId('guess-history')).toContainText(soldAddress);
    await expect(app.getByTestId('accuracy')).toContainText(`Accuracy score ${score} / 100 over 1 home`);

    // Report history: the report opened is listed; deleting it empties the list.
    await page.goto(`/properties/${home.kukunId}`);
    await expect(app.getByTestId('hero-value')).toBeVisible();
    await page.goto('/ihome-report-history');
    await expect(app.getByTestId('report-history').getByRole('listitem')).toHaveCount(1);
    await app.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete from history' }).click();
    await expect(app.getByText('You have not opened a home report yet.')).toBeVisible();
    await page.goto(`/properties/${home.kukunId}`);
    await expect(app.getByTestId('hero-value')).toBeVisible();

    const pages: [string, string][] = [
      ['guess', '/guess-the-sale-price'],
      ['guess-property', `/guess-the-sale-price/property`],
      ['guess-history', '/guess-the-sale-price/history'],
      ['guess-my-home-value', '/guess-the-sale-price/my-home-value'],
      ['guess-notifications', '/guess-the-sale-price/notifications'],
      ['guess-search', '/guess-the-sale-price/search'],
      ['ihome-report-history', '/ihome-report-history'],
      ['update-your-home', `/update-your-home?id=${home.kukunId}`],
      ['properties', '/properties'],
    ];
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of pages) await checkPage(page, problems, name, url, width);
    }
    // The search and the notification opt-in, as used.
    await page.goto('/guess-the-sale-price/search');
    await app.getByLabel('City, ZIP code or address').fill('Denver, CO');
    await app.getByRole('button', { name: 'Search' }).click();
    await expect(app.getByTestId('search-results').getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'guess-search-results-360.png'), fullPage: true });
    await page.goto('/guess-the-sale-price/notifications');
    // The box follows the saved setting, so it turns checked once the API has answered.
    await app.getByRole('checkbox').first().click();
    await expect(app.getByRole('checkbox').first()).toBeChecked();
    await page.reload();
    await expect(app.getByRole('checkbox').first()).toBeChecked();
    expect(problems).toEqual([]);
  },
);
