import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';
export { fillSignUp } from './helpers';

/** The CSRF header the Homeworth client sends on state-changing requests. */
export const CSRF = { 'X-Requested-With': 'homeworth' };

/** Mail is read from the local mail catcher: see mail.ts. */
export { linkFromMail } from './mail';

/** Signs in through the form at `url` (default /login). */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD, url = '/login'): Promise<void> {
  await page.goto(url);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through /logout and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}
