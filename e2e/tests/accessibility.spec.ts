import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './helpers';

async function expectNoSeriousViolations(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const GUEST_PAGES = ['/login', '/signup?user=agent', '/dashboard', '/home-renovation-costs', '/my-maintenance/app', '/agent/edit-profile', '/contact-us', '/no-such-page'];

test.describe('accessibility: axe finds no serious or critical violation', () => {
  for (const path of GUEST_PAGES) {
    test(`guest: ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }

  test('signed in: dashboard and agent profile', async ({ page }) => {
    await signUpThroughUi(page, 'Ellis', uniqueEmail('a11y'));
    await expectNoSeriousViolations(page, '/dashboard');
    await expectNoSeriousViolations(page, '/agent/edit-profile');
  });

  test('the sign-in form works with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').focus();
    await page.keyboard.type('nobody-keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Whatever1!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('No user found for this email.');
  });
});
