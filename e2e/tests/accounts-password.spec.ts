import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail, fillSignUp, signInThroughUi, signOut } from './helpers';
import { linkFromMail } from './mail';

const NEW_PASSWORD = 'N3w!Passw0rd';

test.describe('accounts: forgot password and change password', { tag: ['@mfe_account'] }, () => {
  test('forgot password with an unknown email shows "No user found for this email!"', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(uniqueEmail('nobody'));
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('alert')).toHaveText('No user found for this email!');
  });

  test('the emailed link changes the password once; the old password stops working', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await fillSignUp(page, 'homeowner', 'Fern', email);
    await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
    await signOut(page);

    await page.goto('/login/forgot-password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toContainText(email);

    const link = await linkFromMail(email, '/login/change-password');
    expect(link).toContain(`email-f=${encodeURIComponent(email)}`);
    await page.goto(link);
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await change.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login\?passwordChanged=1$/);
    await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

    await signInThroughUi(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials!');
    await signInThroughUi(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    await page.goto(link);
    await change.getByLabel('New password', { exact: true }).fill('An0ther!Pass');
    await change.getByLabel('Confirm new password').fill('An0ther!Pass');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByRole('alert')).toHaveText('This password reset link is invalid or has expired. Ask for a new one.');
  });

  test('signed in: a wrong current password shows the spec message; the right one changes it', async ({ page }) => {
    const email = uniqueEmail('change');
    await fillSignUp(page, 'homeowner', 'Cleo', email);
    await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
    await page.goto('/login/change-password');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Wrong!Pass1');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('An error occurred while changing the password. Please try again later.');

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
    // This browser stays signed in with a new session.
    expect((await page.request.get('/api/v1/security/me')).status()).toBe(200);
    await signOut(page);
    await signInThroughUi(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
