import { expect, test } from '@playwright/test';
import { area, signUpContractor } from './helpers';

// The contractor's public profile: /contractor/profile/{kukunUrl} (estimator-property-agent.md §3, §7).

test.describe('contractor profile', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a new contractor opens Professional profile from the nav; a signed-out visitor can open it too', async ({ page, browser }) => {
    await signUpContractor(page, 'Cole', 'Cole Renovations');

    await page.goto('/about-us');
    await page.getByRole('button', { name: /^Hi, / }).click();
    await page.getByRole('link', { name: 'Professional profile' }).click();
    await expect(page).toHaveURL(/\/contractor\/profile\/cole-renovations-\d+$/);
    const profile = area(page, 'mfe-account');
    await expect(profile.getByRole('heading', { name: 'Cole Renovations', level: 1 })).toBeVisible();
    await expect(profile.getByText('Cole Tester')).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Cole Renovations profile picture' })).toBeVisible();
    await expect(profile.getByText('Texas')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(page.url());
    await expect(area(visitor, 'mfe-account').getByRole('heading', { name: 'Cole Renovations', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^Hi, / })).toHaveCount(0);
    await visitor.close();
  });

  test('an unknown contractor shows a not-found message', async ({ page }) => {
    await page.goto('/contractor/profile/nobody-here-0');
    await expect(page.getByRole('heading', { name: 'Contractor not found' })).toBeVisible();
  });
});
