import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';
export { fillSignUp } from './helpers';

/** The CSRF header the Homeworth client sends on state-changing requests. */
export const CSRF = { 'X-Requested-With': 'homeworth' };

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest link containing `path` emailed to `email`, read from the API's development outbox. */
export async function linkFromOutbox(request: APIRequestContext, email: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/security/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()).message as { messages: OutboxMessage[] };
      found = messages.flatMap((m) => m.text.split(/\s/)).find((word) => word.includes(path));
      return found;
    })
    .toBeTruthy();
  // Same site, relative: the link's host is the configured APP_BASE_URL.
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}


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
