import { expect, test } from '@playwright/test';
import { waitForMail, linkFromMail } from './mail';
import { PASSWORD, uniqueEmail, CSRF, fillSignUp, signInThroughUi, signOut, signUpContractor } from './helpers';

test.describe('accounts: signup for each role, email verification, sign-in landing page', { tag: ['@mfe_account'] }, () => {
  test('homeowner: verify-your-email, the emailed link verifies, sign-in lands on the dashboard', async ({ page }) => {
    const email = uniqueEmail('homeowner');
    await fillSignUp(page, 'homeowner', 'Hana', email);
    await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
    await expect(page.getByText(email)).toBeVisible();

    const link = await linkFromMail(email, '/login/verify-your-email');
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Your email is verified. Thank you!');
    const account = JSON.parse(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'user_account_validation')!.value));
    expect(account.accountStatus).toBe('VERIFIED');

    await signOut(page);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a verification link used again says the address is verified', async ({ page }) => {
    const email = uniqueEmail('reuse');
    await fillSignUp(page, 'homeowner', 'Remy', email);
    await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
    const link = await linkFromMail(email, '/login/verify-your-email');
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Your email is verified. Thank you!');
    // Used once already: the address it was mailed to is verified, and the page says so rather than failing.
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('This email address is already verified.');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('resend sends a second verification email', async ({ page }) => {
    const email = uniqueEmail('resend');
    await fillSignUp(page, 'homeowner', 'Rita', email);
    await page.getByRole('button', { name: 'Resend the email' }).click();
    await expect(page.getByRole('status')).toHaveText('We sent you a new verification email.');
    expect(await waitForMail(email, 2)).toHaveLength(2);
  });

  test('agent: lands on the payment wall; after verifying, sign-in lands on the agent profile', async ({ page }) => {
    const email = uniqueEmail('agent');
    await fillSignUp(page, 'agent', 'Aria', email);
    await expect(page).toHaveURL(/\/agent\/payment-wall$/);
    await page.goto(await linkFromMail(email, '/login/verify-your-email'));
    await expect(page.getByRole('status')).toHaveText('Your email is verified. Thank you!');
    await signOut(page);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/agent\/edit-profile$/);
  });

  test('contractor: new-contractor page, welcome page; sign-in lands on the dashboard', async ({ page }) => {
    const email = await signUpContractor(page, 'Cole', 'Cole Renovations');
    await expect(page.getByRole('heading', { name: 'Welcome, Cole' })).toBeVisible();

    await page.goto(await linkFromMail(email, '/login/verify-your-email'));
    await expect(page.getByRole('status')).toHaveText('Your email is verified. Thank you!');
    await signOut(page);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the email pre-check says "This email is already in use. Do you wish to log in?" a second after typing', async ({ page }) => {
    const email = uniqueEmail('taken');
    await page.request.post('/api/v1/security/sign-up', {
      headers: CSRF,
      data: { email, firstName: 'Tia', lastName: 'Taken', password: PASSWORD, rePassword: PASSWORD, roleId: 2 },
    });
    await page.context().clearCookies();
    await page.goto('/signup?user=homeowner');
    await page.getByRole('form', { name: 'Create account' }).getByLabel('Email').fill(email);
    await expect(page.getByText('This email is already in use. Do you wish to log in?')).toBeVisible();
    await page.getByRole('link', { name: 'Log in with this email' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a contractor with a registered email sees "Failed to create account. This email is already in use."', async ({ page }) => {
    const email = uniqueEmail('taken-pro');
    await page.request.post('/api/v1/security/sign-up', {
      headers: CSRF,
      data: { email, firstName: 'Tia', lastName: 'Taken', password: PASSWORD, rePassword: PASSWORD, roleId: 2 },
    });
    await page.context().clearCookies();
    await fillSignUp(page, 'contractor', 'Tia', email);
    await expect(page.getByRole('alert')).toHaveText('Failed to create account. This email is already in use.');
    await expect(page).toHaveURL(/\/signup\?user=contractor$/);
  });

  test('signup shows "Invalid email! Try again with a correct format." and "Passwords do not match"', async ({ page }) => {
    await page.goto('/signup?user=homeowner');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill('Different1!');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Invalid email! Try again with a correct format.')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
  });
});
