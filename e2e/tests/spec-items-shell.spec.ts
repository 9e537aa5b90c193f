import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CSRF, PASSWORD, ROLE_IDS, signUpThroughApi, uniqueEmail } from './helpers';

// The shell's spec items: "Remember me" lifetimes, upgrade to agent, the footer's sections, the agent's avatar.
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;
const DAY_SECONDS = 24 * 60 * 60;
// A 1x1 PNG: the API resizes it to the 180x180 card photo.
const PHOTO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// Fits the width and axe finds nothing serious on the page as it stands.
async function fitsAndAxeClean(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Seconds until the session cookie expires, as the browser stored it.
async function sessionSecondsLeft(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hw_session');
  expect(cookie).toBeDefined();
  return cookie!.expires - Date.now() / 1000;
}

// Signs in through the form with the keyboard only; Space ticks "Remember me" when asked.
async function signInWithKeyboard(page: Page, email: string, remember: boolean): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Tab');
  const box = form.getByRole('checkbox', { name: 'Remember me' });
  await expect(box).toBeFocused();
  if (remember) await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked: remember });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`shell spec items at ${viewport.width} px`, { tag: ['@shell', '@mfe_account'] }, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width: viewport.width, height: viewport.height }));

    test('"Remember me": a one-day session, or one year when ticked', async ({ page, request }) => {
      const email = await signUpThroughApi(request, { email: uniqueEmail(`remember-${viewport.name}`) });

      await signInWithKeyboard(page, email, false);
      expect(Math.abs((await sessionSecondsLeft(page)) - DAY_SECONDS)).toBeLessThan(120);

      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByRole('form', { name: 'Sign in' }).getByRole('checkbox', { name: 'Remember me' }).check();
      await fitsAndAxeClean(page);
      await keepScreenshot(page, `remember-me-${viewport.name}`);
      await signInWithKeyboard(page, email, true);
      expect(Math.abs((await sessionSecondsLeft(page)) - 365 * DAY_SECONDS)).toBeLessThan(120);
    });

    test('a homeowner upgrades their account to an agent account', async ({ page }) => {
      await signUpThroughApi(page.request, { email: uniqueEmail(`upgrade-${viewport.name}`) });
      await page.goto('/user/upgrade-to-agent');
      await expect(page.getByRole('heading', { name: 'Upgrade to agent' })).toBeVisible();
      await fitsAndAxeClean(page);
      await keepScreenshot(page, `upgrade-before-${viewport.name}`);

      await page.getByRole('button', { name: 'Upgrade to agent account' }).click();
      await expect(page.getByText('Your account is now an agent account.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Set up your agent profile' })).toBeVisible();
      const me = await (await page.request.get('/api/v1/security/me')).json();
      expect(me.message.user.userRole).toBe('AGENT');
      await fitsAndAxeClean(page);
      await keepScreenshot(page, `upgrade-done-${viewport.name}`);
      // A second try is refused: the account already is an agent account.
      const again = await page.request.put('/api/v1/agent/upgrade-to-agent', { headers: CSRF });
      expect(again.status()).toBe(409);
    });

    test('the footer’s Explore and Remodel cost estimator sections', async ({ page }) => {
      await page.goto('/faq');
      const footer = page.locator('footer');
      const explore = footer.getByRole('button', { name: 'Explore' });
      const estimators = footer.getByRole('button', { name: 'Remodel cost estimator' });
      await expect(explore).toBeVisible();
      if (viewport.width >= 600) {
        // Desktop: one list at a time.
        await expect(explore).toHaveAttribute('aria-expanded', 'true');
        await estimators.click();
        await expect(estimators).toHaveAttribute('aria-expanded', 'true');
        await expect(explore).toHaveAttribute('aria-expanded', 'false');
        await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
      } else {
        // Phone: both closed, each opens on its own.
        await expect(explore).toHaveAttribute('aria-expanded', 'false');
        await explore.click();
        await estimators.click();
        await expect(explore).toHaveAttribute('aria-expanded', 'true');
        await expect(estimators).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(footer.getByRole('link', { name: /Kitchen/ }).first()).toBeVisible();
      await footer.scrollIntoViewIfNeeded();
      await fitsAndAxeClean(page);
      await keepScreenshot(page, `footer-${viewport.name}`);
    });

    test('an agent’s photo is the avatar in the navigation; a failed photo keeps the default one', async ({ page }) => {
      await signUpThroughApi(page.request, { email: uniqueEmail(`avatar-${viewport.name}`), firstName: 'Avery', roleId: ROLE_IDS.agent });
      const upload = await page.request.post('/api/v1/security/profile/image', {
        headers: CSRF,
        multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG } },
      });
      expect(upload.status()).toBe(200);

      await page.goto('/faq');
      const photo = page.getByTestId('nav-avatar-photo').first();
      await expect(photo).toBeVisible();
      // Visible as soon as it has its box: wait for the picture itself to arrive.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
      await fitsAndAxeClean(page);
      await keepScreenshot(page, `avatar-photo-${viewport.name}`);

      await page.route('**/api/v1/agent/agents/*/image', (route) => route.fulfill({ status: 500, body: '' }));
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      await page.reload();
      await expect(page.locator('#shell-header button[aria-controls="account-menu"]')).toContainText('A');
      await expect(page.getByTestId('nav-avatar-photo')).toHaveCount(0);
      expect(warnings.some((w) => w.includes('agent image not loaded'))).toBe(true);
      await keepScreenshot(page, `avatar-default-${viewport.name}`);
    });
  });
}
