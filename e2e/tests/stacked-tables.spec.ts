import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { area, KITCHEN_ESTIMATE, giveEstimatorAnswers } from './helpers';

// Under the theme's xs breakpoint the wide tables are stacked cards (shared-lib's
// StackedTable): one box per row, each cell showing its column label, nothing scrolling sideways.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');

/** How a table is laid out: rows' display, the label drawn before a cell, sideways overflow of its box. */
async function cardLayout(table: Locator, label: string) {
  return table.evaluate((el, columnLabel) => {
    const cell = el.querySelector(`tbody [data-label="${columnLabel}"]`)!;
    const box = el.parentElement!;
    return {
      row: getComputedStyle(el.querySelector('tbody tr')!).display,
      label: getComputedStyle(cell, '::before').content,
      overflow: box.scrollWidth - box.clientWidth,
    };
  }, label);
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test.describe('wide tables at 360 px are stacked cards', { tag: ['@mfe_estimator', '@mfe_property_report'] }, () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the home report: condition, permits, comparables and sales', async ({ page }) => {
    await page.goto('/sample-dashboard');
    const report = area(page, 'mfe-property-report');
    await expect(report.locator('#comparable-home-values tbody tr').first()).toBeVisible();
    for (const [block, label] of [
      ['#permit-history', 'Contractor'],
      ['#comparable-home-values', 'Per sq ft'],
      ['#recent-sales', 'Price'],
    ] as const) {
      expect(await cardLayout(report.locator(`${block} table`), label), block).toEqual({ row: 'block', label: `"${label}"`, overflow: 0 });
    }
    // The headings are still there for screen readers.
    await expect(report.locator('#comparable-home-values').getByRole('columnheader', { name: 'Per sq ft' })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'tables-360-report.png'), fullPage: true });
    await expectAxeClean(page);
  });

  test('the estimate result: the chart gives each line and the total, with no table repeating it', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await giveEstimatorAnswers(page, KITCHEN_ESTIMATE.slug, KITCHEN_ESTIMATE.answers);
    await page.goto(`/${KITCHEN_ESTIMATE.slug}/estimator-result`);
    const estimator = area(page, 'mfe-estimator');
    await expect(estimator.getByTestId('bar-materials')).toBeVisible();
    await expect(estimator.getByTestId('breakdown-total')).toContainText((await estimator.getByTestId('estimate-total').textContent())!);
    await expect(estimator.getByRole('table', { name: 'Line items' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'tables-360-estimate-result.png'), fullPage: true });
    await expectAxeClean(page);
  });
});

test('at desktop width the same tables are tables', { tag: ['@mfe_estimator', '@mfe_property_report'] }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sample-dashboard');
  const table = area(page, 'mfe-property-report').locator('#comparable-home-values table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await cardLayout(table, 'Value')).toMatchObject({ row: 'table-row', label: 'none' });
});
