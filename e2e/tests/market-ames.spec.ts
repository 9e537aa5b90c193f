import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area } from './helpers';

// Screenshots to look at, kept out of the test results folder (which each run empties).
const SCREENS = path.resolve(__dirname, '../../.data/screens');

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Polled: right after a resize the shell's header still shows its desktop navigation until it re-renders for the width.
async function expectNoSideways(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const width of [1440, 360]) {
  test(
    `Ames market at ${width} px: map, price index, recent sales by neighbourhood, a sale's home report with its value, range, comparable sales and source`,
    { tag: ['@mfe_property_report'] },
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/geo/ames-ia');
      const app = area(page, 'mfe-property-report');
      await expect(app.getByRole('heading', { level: 1 })).toContainText('Ames');
      await expect(app.getByText(/Source: .*Dean De Cock/)).toBeVisible();
      await expect(app.getByTestId('sales-map')).toBeVisible();
      await expect(app.getByTestId('price-index-chart')).toBeVisible();
      const sales = app.getByRole('table', { name: /Recent sales/ });
      await expect(sales.getByRole('row')).toHaveCount(21);
      await app.getByRole('button', { name: 'Show more' }).click();
      await expect(sales.getByRole('row')).toHaveCount(41);
      await expectNoSideways(page);
      await expectAxeClean(page, `/geo/ames-ia at ${width}`);
      await page.screenshot({ path: path.join(SCREENS, `market-ames-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height: 2400 } });

      await app.getByLabel('Neighborhood', { exact: true }).selectOption('Gilbert');
      await expect(app.getByRole('heading', { name: 'Recent sales in Gilbert' })).toBeVisible();
      await expect(page).toHaveURL(/neighborhood=Gilbert/);
      for (const text of await sales.locator('[data-label="Neighborhood"]').allInnerTexts()) expect(text).toBe('Gilbert');

      await sales.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
      const confidence = app.getByTestId('value-confidence');
      await expect(confidence).toContainText(/We’re 80% confident this home would sell between \$[\d,]+ and \$[\d,]+; typical error for homes like this: ±[\d.]+%\./);
      // A guest sees the comparables' place in the report; their rows open with the home saved (the report's tiers).
      await expect(app.getByRole('heading', { name: 'Comparable sales used' })).toBeVisible();
      await expect(app.locator('#comparable-home-values')).toBeVisible();
      await expect(app.getByTestId('value-source')).toContainText('Dean De Cock');
      await expect(app.getByText('Sample data', { exact: true })).toHaveCount(0);
      await expectNoSideways(page);
      await expectAxeClean(page, `a recorded sale's report at ${width}`);
      await page.screenshot({ path: path.join(SCREENS, `market-ames-report-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height: 2400 } });
    },
  );
}

test('a city outside the loaded markets keeps its sample-data page', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  await page.goto('/geo/austin-tx');
  const app = area(page, 'mfe-property-report');
  await expect(app.getByRole('heading', { level: 1, name: 'Austin, TX housing market' })).toBeVisible();
  await expect(app.getByText('Sample data').first()).toBeVisible();
});

test('/automated-valuation-model shows the measured figures of Ames beside the published ones', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/automated-valuation-model');
  const table = page.getByRole('table', { name: 'Our model on held-out recorded sales' });
  const ames = table.getByRole('row', { name: /Ames/ });
  await expect(ames).toBeVisible();
  await expect(ames).toContainText(/\d+\.\d%/);
  await expect(page.getByText(/Data: .*Dean De Cock/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zillow, “Zestimate” accuracy page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HouseCanary AVM accuracy statement' })).toBeVisible();
  await expectAxeClean(page, '/automated-valuation-model');
  await page.screenshot({ path: path.join(SCREENS, 'avm-accuracy-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSideways(page);
  await page.screenshot({ path: path.join(SCREENS, 'avm-accuracy-360.png'), fullPage: true });
});
