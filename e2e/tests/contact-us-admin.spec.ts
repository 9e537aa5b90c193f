import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tooWideBy, uniqueEmail, signUpVerified, turnOnTwoStep } from './helpers';
import { mailTo, waitForMail } from './mail';

// A contact-us message reaches the support mailbox and the admin page; the admin
// replies by email and the sender receives it. The admin is the one ADMIN_EMAILS names (playwright.config.ts).

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots/contact-us-admin');
const ADMIN_EMAIL = 'admin@homeworth.test';
const SUPPORT_EMAIL = 'support@homeworth.local';

async function expectFinished(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(wide ? await tooWideBy(page) : '').toBe('');
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('a contact-us message reaches the support mailbox and the admin page; the admin replies and the sender receives it', { tag: ['@local'] }, async ({ page, browser }) => {
  const sender = uniqueEmail('contact');
  const question = `Why does my home report show 3 bedrooms? (${Date.now()})`;

  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Casey Sender');
  await form.getByLabel('Email').fill(sender);
  await form.getByLabel('Topic').selectOption('Homeowner support');
  await form.getByLabel('Message').fill(question);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();

  // The support mailbox gets the message; the sender a confirmation.
  await expect.poll(async () => (await mailTo(SUPPORT_EMAIL)).some((mail) => mail.text.includes(question))).toBe(true);
  expect((await waitForMail(sender))[0]?.subject).toBe('We received your message');

  // Someone signed in who is not an admin is refused.
  await signUpVerified(page.request, { email: uniqueEmail('not-admin'), firstName: 'Nora' });
  await page.goto('/user/admin/messages');
  await expect(page.getByText('This page is for Homeworth administrators.')).toBeVisible();

  // The admin sees it on the admin page, replies, and the thread shows the reply.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signUpVerified(admin.request, { email: ADMIN_EMAIL, firstName: 'Ada' });
  // Admin pages need two-step sign-in: until it is on, the page says where to set it up.
  await admin.goto('/user/admin/messages');
  await expect(admin.getByRole('link', { name: 'Set up two-step sign-in in your profile' })).toBeVisible();
  await turnOnTwoStep(admin.request);
  await admin.goto('/user/admin/messages');
  await expect(admin.getByRole('heading', { name: 'Contact messages', level: 1 })).toBeVisible();
  const card = admin.getByRole('region', { name: 'Homeowner support: Casey Sender' }).filter({ hasText: question });
  await expect(card).toBeVisible();
  await expectFinished(admin, 'admin-messages-1440');

  const reply = 'Thanks Casey: the county record says 3 bedrooms; you can correct it on Update your home.';
  await card.getByLabel('Reply to Casey Sender by email').fill(reply);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Reply sent by email.')).toBeVisible();
  // Replying answers the message: it leaves the open list and shows under Answered with its thread.
  await expect(card).toHaveCount(0);
  await admin.getByRole('button', { name: 'Answered' }).click();
  const answered = admin.getByRole('region', { name: 'Homeowner support: Casey Sender' }).filter({ hasText: question });
  await expect(answered.getByRole('list', { name: 'Replies to Casey Sender' })).toContainText(reply);

  await expect.poll(async () => (await mailTo(sender)).find((mail) => mail.subject === 'Re: your message to Homeworth (Homeowner support)')?.text ?? '').toContain(reply);

  await admin.setViewportSize({ width: 360, height: 800 });
  await expectFinished(admin, 'admin-messages-360');
  await adminContext.close();
});
