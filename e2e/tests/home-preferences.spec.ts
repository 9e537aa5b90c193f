import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
// What the owner knows from the tax bill: the sample home's parcel number, which no page shows.
import { sampleParcelNumber } from '../../api/src/modules/property/providers/sample-parcel-number';
import { area, PASSWORD, signUpThroughUi, uniqueEmail, signOut } from './helpers';

const CSRF = { 'X-Requested-With': 'homeworth' };

// Street numbers no other spec uses, so no other user has claimed these homes in this run.
const number = 2000 + Math.floor(Math.random() * 7000);
const FIRST = { address: `${number} Juniper Lane`, city: 'Denver', state: 'CO', zipCode: '80202' };
const SECOND = { address: `${number} Juniper Lane`, city: 'Boulder', state: 'CO', zipCode: '80302' };
const line = (h: typeof FIRST) => `${h.address}, ${h.city}, ${h.state} ${h.zipCode}`;

async function myHomeCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'my_home');
  return decodeURIComponent(cookie?.value ?? '');
}

test('homes & preferences: save, upgrade to paid, make my home, claim and unclaim, alerts, delete', { tag: ['@mfe_account', '@mfe_property_report'] }, async ({ page }) => {
  await signUpThroughUi(page, 'Hollis', uniqueEmail('homes'));

  // The first home is looked up on the dashboard, which makes it my home.
  const dashboard = area(page, 'mfe-property-report');
  await dashboard.getByRole('combobox', { name: 'Address of the home to add' }).fill(line(FIRST));
  await dashboard.getByRole('button', { name: 'Add home' }).click();
  await expect(dashboard.getByRole('heading', { level: 1, name: FIRST.address })).toBeVisible();
  expect(await myHomeCookie(page)).toContain(FIRST.city);

  // The second through the property API, as another page would add it.
  const identity = await page.request.post('/api/v1/property/kukun-id', { headers: CSRF, data: SECOND });
  const { kukunId } = ((await identity.json()) as { message: { kukunId: number } }).message;
  expect((await page.request.post('/api/v1/property/user-properties', { headers: CSRF, data: { kukunId } })).status()).toBe(201);

  await page.goto('/user/home-preferences');
  const account = area(page, 'mfe-account');
  await expect(account.getByRole('heading', { level: 1, name: 'Homes & preferences' })).toBeVisible();
  await expect(account.getByTestId('address-remaining')).toHaveText('1');
  await expect(account.getByRole('link', { name: 'Buy more addresses' })).toHaveAttribute('href', '/pricing-options?referrer=/user/home-preferences');
  const first = account.getByRole('article', { name: line(FIRST) });
  const second = account.getByRole('article', { name: line(SECOND) });
  await expect(first.getByText('My home')).toBeVisible();
  await expect(second.getByText('Free address')).toBeVisible();
  await expect(second.getByRole('link', { name: 'Open the home report' })).toHaveAttribute('href', `/properties/${kukunId}`);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Save, then upgrade to paid with the last address; the counter follows.
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Saved address')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await second.getByRole('button', { name: 'Upgrade to paid' }).click();
  await expect(second.getByText('Paid address')).toBeVisible();
  await expect(account.getByTestId('address-remaining')).toHaveText('0');

  // No address left: upgrading the other home opens the out-of-address modal.
  await first.getByRole('button', { name: 'Upgrade to paid' }).click();
  const outOfAddresses = page.getByRole('dialog', { name: 'You are out of addresses' });
  await expect(outOfAddresses.getByRole('link', { name: 'Get more addresses' })).toHaveAttribute('href', '/pricing-options?referrer=/user/home-preferences');
  await outOfAddresses.getByRole('button', { name: 'Not now' }).click();
  await expect(first.getByText('Free address')).toBeVisible();

  // Make the second home my home.
  await second.getByRole('button', { name: 'Make this my home' }).click();
  await expect(second.getByText('My home')).toBeVisible();
  const cookie = JSON.parse(await myHomeCookie(page)) as { propertyId: number; city: string };
  expect(cookie).toMatchObject({ propertyId: kukunId, city: SECOND.city });
  expect((await page.context().cookies()).find((c) => c.name === 'kukun_id')?.value).toBe(String(kukunId));

  // Claim with the owner's answer (the last 4 digits of the parcel number), then unclaim.
  await second.getByRole('button', { name: 'Claim', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Verify that you own this home' });
  await verify.getByLabel('Last 4 digits of the parcel number (APN)').fill(sampleParcelNumber(kukunId).slice(-4));
  await verify.getByRole('checkbox', { name: 'I own or co-own this home.' }).check();
  await verify.getByRole('button', { name: 'Claim this home' }).click();
  await expect(second.getByText('Claimed', { exact: true })).toBeVisible();
  expect(JSON.parse(await myHomeCookie(page))).toMatchObject({ propertyId: kukunId, claimed: true });
  await second.getByRole('button', { name: 'Unclaim' }).click();
  await expect(second.getByText('Claimed', { exact: true })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Claim', exact: true })).toBeVisible();

  // An alert preference is kept across a reload.
  const permits = second.getByRole('checkbox', { name: 'Email me about building permits nearby' });
  const stored = page.waitForResponse((r) => r.url().endsWith('/preferences') && r.request().method() === 'PUT');
  await permits.check();
  expect((await stored).status()).toBe(200);
  // youreAllSet confirms it, and Escape closes it.
  const allSet = page.getByRole('dialog', { name: "You're all set" });
  await expect(allSet).toContainText('when building permits are filed nearby');
  await page.keyboard.press('Escape');
  await expect(allSet).toHaveCount(0);
  await page.reload();
  await expect(account.getByRole('article', { name: line(SECOND) }).getByRole('checkbox', { name: 'Email me about building permits nearby' })).toBeChecked();

  // Delete my home after confirming: it leaves the list and my home moves to the other one.
  await second.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this home?' });
  await confirm.getByRole('button', { name: 'Delete home' }).click();
  await expect(account.getByRole('status')).toHaveText('The home has been removed from your list.');
  await expect(second).toHaveCount(0);
  await expect(first.getByText('My home')).toBeVisible();
  expect(await myHomeCookie(page)).toContain(FIRST.city);

  // The profile links here.
  await page.goto('/user/edit-profile');
  await account.getByRole('link', { name: 'Manage homes & preferences' }).click();
  await expect(page).toHaveURL(/\/user\/home-preferences$/);
});

test('a guest is sent to sign in, and comes back to homes & preferences after signing in', { tag: ['@mfe_account', '@mfe_property_report'] }, async ({ page }) => {
  const email = uniqueEmail('homes-guest');
  await signUpThroughUi(page, 'Greer', email);
  await signOut(page);
  await page.goto('/user/home-preferences');
  await expect(page).toHaveURL(/\/login\?referrer=\/user\/home-preferences$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/home-preferences$/);
  const account = area(page, 'mfe-account');
  await expect(account.getByRole('link', { name: 'Look up a home on your dashboard' })).toHaveAttribute('href', '/dashboard');
});
