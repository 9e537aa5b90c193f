import { expect, test } from '@playwright/test';
import { area, signUpThroughUi, uniqueEmail } from './helpers';

test('a signed-in user adds a home, sees it on /dashboard and as my_home; the dropdown offers + New Address', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  await signUpThroughUi(page, 'Harper', uniqueEmail('home'));
  const dashboard = area(page, 'mfe-property-report');
  await expect(dashboard.getByRole('heading', { name: 'Welcome, Harper' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Add your home' })).toBeVisible();
  await dashboard.getByRole('combobox', { name: 'Address of the home to add' }).fill('55 Maple Avenue, Denver, CO 80202');
  await dashboard.getByRole('button', { name: 'Add home' }).click();

  const heading = dashboard.getByRole('heading', { level: 1, name: '55 Maple Avenue' });
  await expect(heading).toBeVisible();
  // The address reads white on the navy hero, not navy on navy (the dashboard's own heading colour).
  await expect(heading).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(dashboard.getByLabel('Your homes')).toContainText('55 Maple Avenue, Denver, CO 80202');
  await expect(dashboard.getByRole('option', { name: '+ New Address' })).toHaveAttribute('value', 'new');
  await expect(dashboard.getByText('2 addresses left')).toBeVisible();
  const myHome = (await page.context().cookies()).find((c) => c.name === 'my_home');
  expect(decodeURIComponent(myHome?.value ?? '')).toContain('55 Maple Avenue');

  await page.reload();
  await expect(dashboard.getByRole('heading', { level: 1, name: '55 Maple Avenue' })).toBeVisible();

  // Claiming goes through the owner flow (property-claim.spec.ts).
  await dashboard.getByRole('link', { name: 'I own this home' }).click();
  await expect(page).toHaveURL(/\/are-you-the-home-owner\?propertyId=\d+$/);
});
