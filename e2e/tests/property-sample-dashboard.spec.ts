import { expect, test } from '@playwright/test';
import { area } from './helpers';

test('sample dashboard: the sample home report with every block, labelled Sample data', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  await page.goto('/sample-dashboard');
  const report = area(page, 'mfe-property-report');
  await expect(report.getByRole('heading', { level: 1, name: '120 Oak Street' })).toBeVisible();
  await expect(report.getByText('Sample data').first()).toBeVisible();
  await expect(report.getByTestId('total-growth')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(report.getByRole('heading', { name: 'Recommended projects' })).toBeVisible();
  await expect(report.getByText(/schools within 3 miles/)).toBeVisible();
  // The call to action leads to the visitor's own report (the dashboard's address search).
  await report.getByRole('link', { name: 'Get your own report' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
