import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkFromMail } from './mail';
import { area, fillSignUp, uniqueEmail } from './helpers';

// After the emailed link, each role continues to its own place; the same link again says the address is verified.
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;

async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// Fits the width and axe finds nothing serious on the page as it stands.
async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Opens the emailed link: the page says verified and offers the role's next place.
async function verify(page: Page, link: string, next: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Your email is verified. Thank you!');
  await expect(page.getByRole('link', { name: next })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveCount(next === 'Go to the dashboard' ? 1 : 0);
}

// The same link a second time: already verified, no error about the link.
async function verifyAgain(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('This email address is already verified.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await noSidewaysScroll(page);
  await keepScreenshot(page, name);
}

for (const viewport of VIEWPORTS) {
  test.describe(`onboarding by role at ${viewport.width} px`, { tag: ['@mfe_account'] }, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width: viewport.width, height: viewport.height }));

    test('an agent continues to the agent dashboard, never "Add your home"', async ({ page }) => {
      const email = uniqueEmail(`onboard-agent-${viewport.name}`);
      await fillSignUp(page, 'agent', 'Ava', email);
      await expect(page).toHaveURL(/\/agent\/payment-wall$/);
      const link = await linkFromMail(email, '/login/verify-your-email');

      await verify(page, link, 'Go to your agent dashboard');
      await noSidewaysScroll(page);
      await keepScreenshot(page, `agent-verified-${viewport.name}`);
      await page.getByRole('link', { name: 'Go to your agent dashboard' }).click();
      await expect(page).toHaveURL(/\/agent\/dashboard$/);
      await expect(area(page, 'mfe-agent').getByRole('heading', { name: 'Clients' })).toBeVisible();
      await expect(page.getByText('Add your home')).toHaveCount(0);

      await verifyAgain(page, link, `agent-again-${viewport.name}`);
      await expect(page.getByRole('link', { name: 'Go to your agent dashboard' })).toBeVisible();
    });

    test('a contractor continues to the unfinished company step, then to the profile; the welcome stops asking to verify', async ({ page }) => {
      const email = uniqueEmail(`onboard-contractor-${viewport.name}`);
      await fillSignUp(page, 'contractor', 'Cole', email);
      await expect(page).toHaveURL(/\/signup\/new-contractor$/);
      const link = await linkFromMail(email, '/login/verify-your-email');

      await verify(page, link, 'Finish your company step');
      await page.getByRole('link', { name: 'Finish your company step' }).click();
      await expect(page).toHaveURL(/\/signup\/new-contractor$/);
      const form = page.getByRole('form', { name: 'Your company' });
      await form.getByLabel('Company name').fill(`Cole Renovations ${viewport.name}`);
      await form.getByLabel('Street address').fill('12 Oak Street');
      await form.getByLabel('City').fill('Austin');
      await form.getByLabel('State').fill('TX');
      await form.getByLabel('Zip code').fill('78701');
      await form.getByRole('button', { name: 'Create contractor account' }).click();

      await expect(page).toHaveURL(/\/signup\/new-contractor\/welcome$/);
      await expect(page.getByRole('status')).toHaveText('Your email is verified.');
      await expect(page.getByText('We sent a verification link')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Did not get the email?' })).toHaveCount(0);
      await noSidewaysScroll(page);
      await keepScreenshot(page, `contractor-welcome-${viewport.name}`);

      // The company is saved now: the link, opened again, leads to the profile.
      await verifyAgain(page, link, `contractor-again-${viewport.name}`);
      await page.getByRole('link', { name: 'Go to your contractor profile' }).click();
      await expect(page).toHaveURL(/\/contractor\/profile\/[^/]+$/);
      await expect(page.getByText('Add your home')).toHaveCount(0);
    });

    test('a homeowner continues to the dashboard, greeted as new', async ({ page }) => {
      const email = uniqueEmail(`onboard-owner-${viewport.name}`);
      await fillSignUp(page, 'homeowner', 'Hana', email);
      await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
      const link = await linkFromMail(email, '/login/verify-your-email');

      await verify(page, link, 'Go to the dashboard');
      await page.getByRole('link', { name: 'Go to the dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const dashboard = area(page, 'mfe-property-report');
      await expect(dashboard.getByRole('heading', { name: 'Welcome, Hana' })).toBeVisible();
      await expect(dashboard.getByText('Welcome back')).toHaveCount(0);
      await expect(dashboard.getByRole('heading', { name: 'Add your home' })).toBeVisible();
      await keepScreenshot(page, `homeowner-dashboard-${viewport.name}`);

      await verifyAgain(page, link, `homeowner-again-${viewport.name}`);
    });
  });
}
