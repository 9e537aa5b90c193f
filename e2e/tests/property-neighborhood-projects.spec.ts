import { expect, test } from '@playwright/test';
import { area } from './helpers';

test('neighbourhood projects: the map shows a marker for each listed permit, and the type filter narrows both', async ({ page }) => {
  await page.goto('/my-neighborhood/projects');
  const app = area(page, 'mfe-property-report');
  await app.getByRole('combobox', { name: 'Property address' }).fill('9 Birch Lane, Portland, OR 97205');
  await app.getByRole('button', { name: 'Show projects' }).click();
  await expect(page).toHaveURL(/\/my-neighborhood\/projects\?id=\d+$/);
  await expect(app.getByText('Sample data').first()).toBeVisible();
  const items = app.getByTestId('permit-item');
  const markers = app.getByTestId('permit-marker');
  const total = await items.count();
  expect(total).toBeGreaterThan(5);
  await expect(markers).toHaveCount(total);

  await app.getByLabel('Project type').selectOption('Roofing');
  const roofing = await items.count();
  expect(roofing).toBeGreaterThan(0);
  expect(roofing).toBeLessThan(total);
  await expect(markers).toHaveCount(roofing);
  for (const text of await items.allInnerTexts()) expect(text).toContain('Roofing');
});
