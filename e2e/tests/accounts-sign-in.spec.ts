import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail, signInThroughUi, signUpThroughApi } from './helpers';
import { SITE } from '../target';

async function createAccount(page: Page, roleId: 2 | 3 | 7, extra: Record<string, unknown> = {}): Promise<string> {
  const email = await signUpThroughApi(page.request, { email: uniqueEmail(`signin-${roleId}`), lastName: 'Signin', roleId, extra });
  await page.context().clearCookies();
  return email;
}

test.describe('accounts: sign-in messages and redirect rules', { tag: ['@mfe_account'] }, () => {
  test('shows "Invalid credentials!" (10003) and "No user found for this email." (401)', async ({ page }) => {
    const email = await createAccount(page, 2);
    await signInThroughUi(page, email, 'Wrong!Pass1');
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials!');
    await signInThroughUi(page, uniqueEmail('nobody'));
    await expect(page.getByRole('alert')).toHaveText('No user found for this email.');
  });

  test('a contractor whose sign-up stopped before the company step is signed in and resumes at that step', async ({ page }) => {
    const email = await createAccount(page, 3);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/login\/new-contractor$/);
    await expect(page.getByRole('form', { name: 'Your company' })).toBeVisible();
    expect((await page.request.get('/api/v1/security/me')).status()).toBe(200);
  });

  test('rule 3: an allowed referrer is where the user goes back to', async ({ page }) => {
    const email = await createAccount(page, 2);
    await signInThroughUi(page, email, PASSWORD, '/login?referrer=%2Fmy-maintenance%2Fapp');
    await expect(page).toHaveURL(/\/my-maintenance\/app$/);
  });

  test('rule 1: a realty-sales referrer takes a free agent to the payment wall', async ({ page }) => {
    const email = await createAccount(page, 7);
    await signInThroughUi(page, email, PASSWORD, '/login?referrer=%2Frealty-sales');
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);
  });

  test("rule 4: a validEmail referrer with a property goes to that property's dashboard", async ({ page }) => {
    const email = await createAccount(page, 2);
    await signInThroughUi(page, email, PASSWORD, `/login?referrer=${encodeURIComponent('/are-you-the-home-owner?validEmail=true&propertyId=42')}`);
    await expect(page).toHaveURL(/\/dashboard\?propertyId=42$/);
  });

  for (const referrer of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)', 'https:evil.example']) {
    test(`an open-redirect attempt (${referrer}) stays on the site`, async ({ page }) => {
      const email = await createAccount(page, 2);
      await signInThroughUi(page, email, PASSWORD, `/login?referrer=${encodeURIComponent(referrer)}`);
      await expect(page).toHaveURL(`${SITE}/dashboard`);
    });
  }
});
