import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, uniqueEmail, CSRF, signUpVerified } from './helpers';

// What each tier sees of a home report, the unlock modals into the sandbox checkout,
// the address-limit banner rule, and no blank page under an area.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');
const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78704' };

async function kukunIdOf(page: Page, address: Record<string, string>): Promise<number> {
  const response = await page.request.post('/api/v1/property/kukun-id', { headers: CSRF, data: address });
  return ((await response.json()) as { message: { kukunId: number } }).message.kukunId;
}

/** Adds homes until the allowance is used up. */
async function useAllAddresses(page: Page, street: string): Promise<void> {
  for (let i = 1; ; i += 1) {
    const kukunId = await kukunIdOf(page, { ...HOME, address: `${i} ${street}` });
    const added = await page.request.post('/api/v1/property/user-properties', { headers: CSRF, data: { kukunId } });
    if (added.status() === 403) return;
    expect(added.status()).toBe(201);
  }
}

async function payOnSandbox(page: Page): Promise<void> {
  await expect(page.getByText('Test mode: no real payment is taken')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Jane Buyer');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('report tiers and the unlock modals', { tag: ['@mfe_property_report'] }, () => {
  test('a guest sees blurred sections and getFullAccess; signed in and out of addresses, unlockData leads to the sandbox checkout, whose payment unlocks the home', async ({
    page,
  }) => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const kukunId = await kukunIdOf(page, HOME);
    const report = area(page, 'mfe-property-report');

    // A guest: value, score and facts; the other sections are drawn locked, without their data.
    await page.goto(`/properties/${kukunId}`);
    await expect(report.getByRole('heading', { level: 1, name: HOME.address })).toBeVisible();
    await expect(report.getByTestId('hero-value')).toHaveText(/^\$\d/);
    for (const id of ['forecast', 'property-condition', 'permit-history', 'comparable-home-values', 'recent-sales', 'home-report', 'maintenance']) {
      await expect(report.locator(`[id="${id}"]`)).toHaveAttribute('data-locked', 'true');
    }
    await expect(report.locator('table')).toHaveCount(0);
    await expect(report.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'tiers-guest-1440.png'), fullPage: true });
    await expectAxeClean(page, 'guest report');

    // The call to action opens getFullAccess, keyboard first: Enter opens it, Escape closes it.
    const unlock = report.getByRole('button', { name: 'Unlock the full report' });
    await unlock.focus();
    await page.keyboard.press('Enter');
    const fullAccess = page.getByRole('dialog', { name: 'Get full access to this home' });
    await expect(fullAccess).toBeVisible();
    await expect(fullAccess.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', `/signup?referrer=${encodeURIComponent(`/properties/${kukunId}`)}`);
    await expectAxeClean(page, 'getFullAccess');
    await page.keyboard.press('Escape');
    await expect(fullAccess).toHaveCount(0);

    // Signed in, verified, every address used: the forecast opens, the rest stays locked; unlockData offers bundles.
    await signUpVerified(page.request, { email: uniqueEmail('tiers'), firstName: 'Tierney', lastName: 'Buyer' });
    await useAllAddresses(page, 'Oak Street');
    await page.goto(`/properties/${kukunId}`);
    await expect(report.getByRole('img', { name: /Home value forecast/ })).toBeVisible();
    await expect(report.locator('#permit-history')).toHaveAttribute('data-locked', 'true');
    await report.getByRole('button', { name: 'Unlock permit history' }).click();
    const unlockData = page.getByRole('dialog', { name: 'Unlock this home’s data' });
    await expect(unlockData).toBeVisible();
    await unlockData.getByRole('link', { name: 'See address bundles' }).click();

    await expect(page).toHaveURL(new RegExp(`/pricing-options\\?referrer=.*&home=${kukunId}$`));
    await page.getByRole('button', { name: /Buy 1 Premium Address/ }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(new RegExp(`/properties/${kukunId}\\?success_payment=true&addresses=1$`));
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${kukunId}$`));

    // The address bought from this report unlocked it when paid: no second step, none left.
    await expect(report.getByTestId('addresses-left')).toHaveText('Addresses left on your plan: 0');
    await expect(report.getByRole('heading', { name: /Home condition: \d+ \/ 100/ })).toBeVisible();
    await expect(report.locator('[data-locked]')).toHaveCount(0);
    await expect(report.locator('#permit-history table')).toHaveCount(1);
    // The paid address includes the report PDF.
    const pdfUrl = `/api/v1/property/properties/${kukunId}/report.pdf`;
    await expect(report.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', pdfUrl);
    const pdf = await page.request.get(pdfUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The hero's value is the forecast's first point.
    const heroValue = await report.getByTestId('hero-value').innerText();
    await expect(report.locator('#forecast')).toContainText(`From ${heroValue} today`);
    await expect(report.getByTestId('score-walk')).toContainText(/Car-Dependent|Somewhat walkable|Very walkable|Walker's Paradise/);
    await expect(report.getByRole('link', { name: 'Kitchen remodel cost' })).toHaveAttribute('href', /\/Kitchen-Renovation-Cost\?city=Austin&state=TX&zip=\d{5}&price=\d+/);

    // The home is now in their homes: mortgageBalance gives the equity (value - balance), kept after a reload.
    await report.getByRole('button', { name: 'Update mortgage balance' }).click();
    const mortgage = page.getByRole('dialog', { name: 'Your mortgage balance' });
    await mortgage.getByLabel('Mortgage balance in dollars').fill('100,000');
    await mortgage.getByRole('button', { name: 'Save' }).click();
    const value = Number(heroValue.replace(/[$,]/g, ''));
    const equity = `$${(value - 100_000).toLocaleString('en-US')}`;
    await expect(report.getByTestId('equity-amount')).toHaveText(equity);
    await page.reload();
    await expect(report.getByTestId('equity-amount')).toHaveText(equity);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'tiers-paid-1440.png'), fullPage: true });
    await expectAxeClean(page, 'unlocked report');
  });

  test('a shared report link carries its Open Graph preview without JavaScript (socialShare)', async ({ page }) => {
    const kukunId = await kukunIdOf(page, HOME);
    const html = await (await page.request.get(`/properties/${kukunId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${HOME.address}, ${HOME.city}, ${HOME.state} ${HOME.zipCode}: home value and condition" />`);
    expect(html).toMatch(/<meta property="og:description" content="Estimated value \$[\d,]+ \(sample data\), condition score \d+ \/ 100/);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`/api/v1/property/properties/${kukunId}/share-image\\.png$`));
    const png = await page.request.get(new URL(image!).pathname);
    expect(png.headers()['content-type']).toBe('image/png');

    await page.goto(`/properties/${kukunId}`);
    await area(page, 'mfe-property-report').getByRole('button', { name: 'Share this report' }).click();
    const share = page.getByRole('dialog', { name: 'Share this home report' });
    await expect(share.getByLabel('Link to this report')).toHaveValue(new RegExp(`/properties/${kukunId}$`));
    await expectAxeClean(page, 'socialShare');
  });

  test('at 360 px the locked report fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const kukunId = await kukunIdOf(page, { ...HOME, address: '744 Evergreen Terrace' });
    await page.goto(`/properties/${kukunId}`);
    await expect(area(page, 'mfe-property-report').locator('#permit-history')).toHaveAttribute('data-locked', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'tiers-guest-360.png'), fullPage: true });
  });
});

test('the address-limit banner shows only with more than one order, one Paid, and no address left', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  await signUpVerified(page.request, { email: uniqueEmail('tiers'), firstName: 'Banner', lastName: 'Buyer' });
  const banner = page.getByTestId('address-limit-banner');
  const buyOne = async () => {
    await page.goto('/pricing-options?referrer=/dashboard');
    await page.getByRole('button', { name: /Buy 1 Premium Address/ }).click();
    await payOnSandbox(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };
  await useAllAddresses(page, 'Birch Road');
  await buyOne();
  await useAllAddresses(page, 'Cedar Road');
  await page.goto('/dashboard');
  await expect(area(page, 'mfe-property-report').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  await buyOne();
  await useAllAddresses(page, 'Elm Road');
  await page.goto('/dashboard');
  await expect(banner).toBeVisible();
});

test('an unknown path under the agent, maintenance, account and report areas shows Page not found', { tag: ['@mfe_property_report'] }, async ({ page }) => {
  for (const [url, app] of [
    ['/agent/nope', 'mfe-agent'],
    ['/my-maintenance/nope', 'mfe-maintenance'],
    ['/user/nope', 'mfe-account'],
    ['/properties/1/nope', 'mfe-property-report'],
  ] as const) {
    await page.goto(url);
    await expect(area(page, app).getByRole('heading', { level: 1, name: 'Page not found' }), url).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Homeworth');
  }
});
