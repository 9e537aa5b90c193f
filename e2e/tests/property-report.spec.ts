import { expect, test } from '@playwright/test';
import { area } from './helpers';

test.describe('home report: search an address, see value, forecast and condition', { tag: ['@mfe_property_report'] }, () => {
  test('searching an address with autocomplete opens its report, labelled Sample data: a guest sees the value, score and facts, the rest locked', async ({ page }) => {
    await page.goto('/dashboard');
    const report = area(page, 'mfe-property-report');
    const input = report.getByRole('combobox', { name: 'Property address' });
    await input.fill('742 Evergreen Terrace, Austin, TX');
    const option = report.getByRole('option', { name: /^742 Evergreen Terrace, Austin, TX \d{5}$/ }).first();
    await expect(option).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/properties\/\d+$/);

    await expect(report.getByRole('heading', { level: 1, name: '742 Evergreen Terrace' })).toBeVisible();
    await expect(report.getByText('Sample data').first()).toBeVisible();
    await expect(report.getByTestId('hero-value')).toHaveText(/^\$\d/);
    await expect(report.getByLabel(/Condition score \d+ out of 100/)).toBeVisible();
    for (const id of [
      'hero',
      'forecast',
      'property-condition',
      'permit-history',
      'comparable-home-values',
      'recent-sales',
      'history',
      'home-report',
      'maintenance',
      'home-improvement-loans',
    ]) {
      await expect(report.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    // A guest sees the value, score and facts; the other sections are locked (tiers-and-modals.spec.ts opens them).
    await expect(report.locator('#forecast')).toHaveAttribute('data-locked', 'true');
    await expect(report.locator('#home-report')).toHaveAttribute('data-locked', 'true');
  });

  test('the section buttons scroll a block to about a quarter of the window from the top', async ({ page }) => {
    await page.goto('/sample-dashboard');
    const report = area(page, 'mfe-property-report');
    await report.getByRole('button', { name: 'Recent sales' }).click();
    // Smooth scrolling: wait until the block settles about 25% down the window.
    await expect
      .poll(async () => page.evaluate(() => Math.round((document.getElementById('recent-sales')!.getBoundingClientRect().top / window.innerHeight) * 100)))
      .toBeLessThanOrEqual(28);
    const percent = await page.evaluate(() => (document.getElementById('recent-sales')!.getBoundingClientRect().top / window.innerHeight) * 100);
    expect(percent).toBeGreaterThanOrEqual(22);
  });

  test('an unknown property id shows "Property not found"; a malformed address gets a clear message', async ({ page }) => {
    await page.goto('/properties/7');
    await expect(area(page, 'mfe-property-report').getByRole('heading', { name: 'Property not found' })).toBeVisible();
    await page.goto('/dashboard');
    const report = area(page, 'mfe-property-report');
    await report.getByRole('combobox', { name: 'Property address' }).fill('somewhere nice');
    await report.getByRole('button', { name: 'See home report' }).click();
    await expect(report.getByRole('alert')).toHaveText('Pick an address from the list, or type it as: 120 Oak Street, Austin, TX 78701.');
    await report.getByRole('combobox', { name: 'Property address' }).fill('12 Oak Street, Austin, TX 00000');
    await report.getByRole('button', { name: 'See home report' }).click();
    await expect(report.getByRole('alert')).toContainText('We could not find this ZIP code');
  });
});
