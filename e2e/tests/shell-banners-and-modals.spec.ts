import { expect, test, type Page } from '@playwright/test';
import { area, uniqueEmail, ROLE_IDS, signUpThroughApi } from './helpers';

async function accountMenuLabels(page: Page, firstName: string): Promise<string[]> {
  await page.getByRole('button', { name: `Hi, ${firstName}` }).click();
  return page.getByRole('list', { name: 'Account' }).getByRole('listitem').allInnerTexts();
}

test.describe('role menus', { tag: ['@shell', '@mfe_account'] }, () => {
  test('a guest sees Sign in and Create account and no signed-in menu', async ({ page }) => {
    await page.goto('/home-report');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup?user=homeowner');
    await expect(page.getByTestId('nav-display-name')).toHaveCount(0);
  });

  test('a homeowner: My profile, Homes & preferences, Home Dashboard, Log Out', async ({ page }) => {
    await signUpThroughApi(page.request, { email: uniqueEmail('homeowner'), firstName: 'Harper', roleId: ROLE_IDS.homeowner });
    await page.goto('/home-report');
    expect(await accountMenuLabels(page, 'Harper')).toEqual(['My profile', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/user\/edit-profile$/);
  });

  test('an agent: Upgrade to Pro and Contacts above 768 px; no Contacts at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpThroughApi(page.request, { email: uniqueEmail('agent'), firstName: 'Avery', roleId: ROLE_IDS.agent });
    await page.goto('/home-report');
    expect(await accountMenuLabels(page, 'Avery')).toEqual(['Upgrade to Pro', 'Professional profile', 'Contacts', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/agent/payment-wall');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/home-report');
    expect(await accountMenuLabels(page, 'Avery')).toEqual(['Upgrade to Pro', 'Professional profile', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
  });

  test('a contractor: Professional profile to the contractor profile, no Homes & preferences', async ({ page }) => {
    await signUpThroughApi(page.request, { email: uniqueEmail('contractor'), firstName: 'Casey', roleId: ROLE_IDS.contractor });
    await page.goto('/home-report');
    expect(await accountMenuLabels(page, 'Casey')).toEqual(['Professional profile', 'Home Dashboard', 'Log Out']);
    await expect(page.getByRole('link', { name: 'Professional profile' })).toHaveAttribute('href', /^\/contractor\/profile/);
  });

  test('Log Out in the menu signs out and brings back Sign in without a reload', async ({ page }) => {
    await signUpThroughApi(page.request, { email: uniqueEmail('homeowner'), firstName: 'Logan', roleId: ROLE_IDS.homeowner });
    await page.goto('/faq');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.getByRole('button', { name: 'Hi, Logan' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
  });
});

test.describe('Create account dropdown on the login and signup pages', { tag: ['@shell', '@mfe_account'] }, () => {
  test('by mouse: "First time here?" on login, three choices, closes on an outside click, a choice opens signup', async ({ page }) => {
    await page.goto('/login');
    const header = page.locator('#shell-header');
    await expect(header.getByText('First time here?')).toBeVisible();
    await header.getByRole('button', { name: 'Create account' }).click();
    await expect(header.getByRole('menuitem')).toHaveText(['For my personal use', 'For me as an agent or broker', 'For me as a contractor']);
    await page.mouse.click(700, 600);
    await expect(header.getByRole('menu')).toHaveCount(0);
    await header.getByRole('button', { name: 'Create account' }).click();
    await header.getByRole('menuitem', { name: 'For me as a contractor' }).click();
    await expect(page).toHaveURL(/\/signup\?user=contractor$/);
    await expect(header.getByRole('menu')).toHaveCount(0);
    await expect(header.getByText('Already have an account?')).toBeVisible();
  });

  test('by keyboard: Enter opens it on the first choice, arrows move, Escape closes, Enter chooses', async ({ page }) => {
    await page.goto('/signup?user=homeowner');
    const header = page.locator('#shell-header');
    const trigger = header.getByRole('button', { name: 'Create account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(header.getByRole('menuitem', { name: 'For my personal use' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('menuitem', { name: 'For me as an agent or broker' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\?user=agent$/);
  });

  test('opens upward when less than 180 px lie below it', async ({ page }) => {
    await page.goto('/login');
    const header = page.locator('#shell-header');
    // A viewport barely taller than the bar leaves no room below the trigger.
    await page.setViewportSize({ width: 1440, height: 200 });
    await header.getByRole('button', { name: 'Create account' }).click();
    await expect(header.getByRole('menu')).toHaveAttribute('data-placement', 'top');
  });
});

test.describe('address-limit banner', { tag: ['@shell', '@mfe_account'] }, () => {
  test.beforeEach(async ({ page }) => {
    // The user-limits route belongs to the property team; its contract is answered here.
    await page.route('**/api/v1/property/user-limits', (route) =>
      route.fulfill({ json: { success: true, message: { addressRemainingCount: 0, addressLimitBanner: true, isFreeAddressesUser: true } } }),
    );
  });

  test('shows for a signed-in user whose flag is set; See bundles records a banner event and goes to pricing-options with the referrer', async ({ page }) => {
    await signUpThroughApi(page.request, { email: uniqueEmail('homeowner'), firstName: 'Blair', roleId: ROLE_IDS.homeowner });
    await page.goto('/home-report');
    const banner = page.getByRole('region', { name: 'Address limit' });
    await expect(banner).toBeVisible();
    const event = page.waitForRequest((r) => r.url().endsWith('/api/v1/utils/events'));
    await banner.getByRole('button', { name: 'See bundles' }).click();
    expect((await event).postDataJSON()).toEqual({ category: 'banner', step: 'see-bundles', detail: '/home-report' });
    await expect(page).toHaveURL(/\/pricing-options\?referrer=%2Fhome-report$/);
  });

  test('close sets hideAddressLimitBanner and it stays closed', async ({ page, context }) => {
    await signUpThroughApi(page.request, { email: uniqueEmail('homeowner'), firstName: 'Drew', roleId: ROLE_IDS.homeowner });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Close the address limit banner' }).click();
    await expect(page.getByRole('region', { name: 'Address limit' })).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === 'hideAddressLimitBanner')).toBe(true);
    await page.reload();
    await expect(area(page, 'shell').locator('h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Address limit' })).toHaveCount(0);
  });

  test('a guest never sees it', async ({ page }) => {
    await page.goto('/home-report');
    await expect(area(page, 'shell').locator('h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Address limit' })).toHaveCount(0);
  });
});

test.describe('payment result modal', { tag: ['@shell', '@mfe_account'] }, () => {
  test('success_payment=true: All set! with the number of addresses; outside clicks do nothing; Continue reloads the bare path', async ({ page }) => {
    await page.goto('/home-report?success_payment=true&addresses=3');
    const dialog = page.getByRole('dialog', { name: 'All set!' });
    await expect(dialog).toContainText("You've successfully purchased 3 addresses.");
    await page.mouse.click(10, 10);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/home-report$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('with a stored session id it asks for confirmation, and still shows the result when that call fails', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('stripeSessionId', 'cs_test_e2e'));
    const confirm = page.waitForRequest((r) => r.url().endsWith('/api/v1/payment/confirm'));
    await page.route('**/api/v1/payment/confirm', (route) => route.fulfill({ status: 503, json: { success: false, errors: [{ code: 'X', message: 'down' }] } }));
    await page.goto('/faq?success_payment=true&addresses=1');
    expect((await confirm).postDataJSON()).toEqual({ sessionId: 'cs_test_e2e' });
    await expect(page.getByRole('dialog', { name: 'All set!' })).toContainText("You've successfully purchased 1 address.");
  });

  test('success_payment=false: the neutral "Checkout cancelled" note, the stored id is cleared and a paywall cancel event recorded', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('stripeSessionId', 'cs_test_cancel');
        sessionStorage.setItem('e2e-seeded', '1');
      }
    });
    // The pricing page records its own paywall events too: wait for the cancel one.
    const event = page.waitForRequest((r) => r.url().endsWith('/api/v1/utils/events') && (r.postDataJSON() as { step?: string }).step === 'cancel');
    await page.goto('/pricing-options?success_payment=false');
    const dialog = page.getByRole('dialog', { name: 'Checkout cancelled' });
    await expect(dialog).toContainText('No payment was taken.');
    expect((await event).postDataJSON()).toEqual({ category: 'paywall', step: 'cancel' });
    expect(await page.evaluate(() => sessionStorage.getItem('stripeSessionId'))).toBeNull();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/pricing-options$/);
  });
});
