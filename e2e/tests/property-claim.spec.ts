import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// The sample home's parcel number exists only in our generator: no page shows it or asks for it.
import { sampleParcelNumber } from '../../api/src/modules/property/providers/sample-parcel-number';
import { area, signOutThroughNav, signUpThroughUi, uniqueEmail } from './helpers';
import { codeFromLetter } from './letters';

const ADDRESS = '418 Juniper Court, Denver, CO 80202';
const QUESTION = 'Last 4 digits of the parcel number (APN)';
const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');

/** The last 4 digits of the parcel number of the home in the page's `propertyId`. */
function parcelLast4Of(page: Page): string {
  return sampleParcelNumber(Number(new URL(page.url()).searchParams.get('propertyId'))).slice(-4);
}

test(
  'an owner claims a home through are-you-the-home-owner and verify-the-owner (a code by post); a second user sees it claimed',
  { tag: ['@mfe_property_report', '@local'] },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughUi(page, 'Rowan', uniqueEmail('claim'));
    const app = area(page, 'mfe-property-report');
    await app.getByRole('combobox', { name: 'Address of the home to add' }).fill(ADDRESS);
    await app.getByRole('button', { name: 'Add home' }).click();
    await expect(app.getByRole('heading', { level: 1, name: '418 Juniper Court' })).toBeVisible();

    await app.getByRole('link', { name: 'I own this home' }).click();
    await expect(page).toHaveURL(/\/are-you-the-home-owner\?propertyId=\d+$/);
    await expect(app.getByRole('heading', { level: 1, name: 'Are you the owner of 418 Juniper Court?' })).toBeVisible();
    await app.getByRole('button', { name: 'Yes, I own it' }).click();

    await expect(page).toHaveURL(/\/verify-the-owner\?propertyId=\d+$/);
    // A sample-data home's parcel number exists only in our generator: the page does not ask for it.
    await expect(app.getByLabel(QUESTION)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(parcelLast4Of(page));
    // The owner asks for a code by post and enters it; a wrong code is refused with the API's message.
    const mail = app.getByRole('form', { name: 'Mail me a code' });
    await mail.getByRole('checkbox').check();
    await mail.getByRole('button', { name: 'Mail me a code' }).click();
    const enter = app.getByRole('form', { name: 'Enter the code from your letter' });
    const code = await codeFromLetter('418 Juniper Court');
    await enter.getByLabel('Code from your letter').fill(code.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA');
    await enter.getByRole('button', { name: 'Verify with the code' }).click();
    await expect(enter.getByRole('alert')).toHaveText('This code does not match the one in your letter. Check it and try again.');
    await enter.getByLabel('Code from your letter').fill(code);
    await enter.getByRole('button', { name: 'Verify with the code' }).click();

    await expect(page).toHaveURL(/\/properties\/\d+$/);
    const propertyUrl = page.url();
    await expect(app.getByTestId('claimed-badge')).toBeVisible();
    const myHome = (await page.context().cookies()).find((c) => c.name === 'my_home');
    expect(JSON.parse(decodeURIComponent(myHome?.value ?? '{}'))).toMatchObject({ address: '418 Juniper Court', claimed: true });

    await signOutThroughNav(page);
    await signUpThroughUi(page, 'Sage', uniqueEmail('claim2'));
    await page.goto(propertyUrl);
    await expect(app.getByTestId('claimed-by-owner')).toHaveText('Claimed by its owner');
    await page.goto(propertyUrl.replace(/\/properties\/(\d+)$/, '/are-you-the-home-owner?propertyId=$1'));
    await expect(app.getByText('This home has already been claimed by its owner.')).toBeVisible();
    await expect(app.getByRole('button', { name: 'Yes, I own it' })).toHaveCount(0);
  },
);

test('a guest who says Yes is sent to sign in with this page as the referrer; No goes back to the report', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  await page.goto('/sample-dashboard');
  const id = await page.evaluate(() =>
    fetch('/api/v1/property/sample-report')
      .then((r) => r.json())
      .then((b) => b.message.kukunId as number),
  );
  const app = area(page, 'mfe-property-report');
  await page.goto(`/are-you-the-home-owner?propertyId=${id}`);
  await app.getByRole('button', { name: 'No, back to the report' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  await page.goto(`/are-you-the-home-owner?propertyId=${id}`);
  await app.getByRole('button', { name: 'Yes, I own it' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=/);
  expect(new URL(page.url()).searchParams.get('referrer')).toBe(`/are-you-the-home-owner?propertyId=${id}`);
});

test(
  '/properties lists ways to find a home; an unknown property shows not found; /home-value and /update-your-home render',
  { tag: ['@mfe_property_report'] },
  async ({ page }) => {
    const app = area(page, 'mfe-property-report');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(app.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    await expect(app.getByText('Sample data', { exact: true })).toBeVisible();
    await app.getByRole('combobox').fill('120 Oak Street, Austin, TX 78701');
    await app.getByRole('button', { name: 'Open report' }).click();
    await expect(app.getByRole('heading', { level: 1, name: '120 Oak Street' })).toBeVisible();
    const id = page.url().split('/').pop();
    await page.goto('/properties');
    await expect(app.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
    // The home just opened is the one listed, linked to its report.
    await expect(app.getByRole('link', { name: /^120 Oak Street/ })).toHaveAttribute('href', new RegExp(`/properties/${id}$`));

    await page.goto('/properties/999999999');
    await expect(app.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();

    await page.goto(`/home-value?id=${id}`);
    await expect(app.getByRole('heading', { level: 1, name: 'Home value' })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'What your value is based on' })).toBeVisible();
    await page.goto(`/update-your-home?id=${id}`);
    await expect(app.getByRole('heading', { level: 1, name: 'Update your home' })).toBeVisible();
  },
);

for (const width of [360, 1440]) {
  test(`screenshots of the owner flow at ${width}px`, { tag: ['@mfe_property_report'] }, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sample-dashboard');
    const id = await page.evaluate(() =>
      fetch('/api/v1/property/sample-report')
        .then((r) => r.json())
        .then((b) => b.message.kukunId as number),
    );
    const app = area(page, 'mfe-property-report');
    // Both pages render their content and fit the screen (no horizontal scroll at 360 px).
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto(`/are-you-the-home-owner?propertyId=${id}`);
    await expect(app.getByRole('heading', { level: 1, name: /^Are you the owner of / })).toBeVisible();
    await expect(app.getByRole('button', { name: 'Yes, I own it' })).toBeEnabled();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `owner-are-you-${width}.png`), fullPage: true });
    await page.goto('/properties');
    await expect(app.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `owner-properties-${width}.png`), fullPage: true });
  });
}
