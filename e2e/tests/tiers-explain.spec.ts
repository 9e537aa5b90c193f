import { expect, test, type Page } from '@playwright/test';
import { area, CSRF, signUpVerified, uniqueEmail } from './helpers';

// Tiers that explain themselves: the report and the maintenance plan lock the same blocks for a free
// home and say what unlocks them and for how much; buying addresses from the report unlocks that home
// when paid, and the address counter follows at once, without a reload.

const HOME = { address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipCode: '78704' };
// The smallest bundle of the price list checkout charges (api payment/product-catalogue.ts).
const OFFER = 'Unlock this home with a Premium Address to see it, from $4.99 for 1 address.';

async function kukunIdOf(page: Page, address: Record<string, string>): Promise<number> {
  const response = await page.request.post('/api/v1/property/kukun-id', { headers: CSRF, data: address });
  return ((await response.json()) as { message: { kukunId: number } }).message.kukunId;
}

async function addHome(page: Page, kukunId: number): Promise<number> {
  return (await page.request.post('/api/v1/property/user-properties', { headers: CSRF, data: { kukunId } })).status();
}

async function payOnSandbox(page: Page): Promise<void> {
  await expect(page.getByText('Test mode: no real payment is taken')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Jane Buyer');
  await page.getByRole('button', { name: /^Pay / }).click();
}

for (const width of [1440, 360]) {
  test(`a free home shows the same locked blocks with their price on the report and the plan; 5 addresses bought unlock it at once (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`tiers-explain-${name}-${width}.png`), fullPage: true });
    const report = area(page, 'mfe-property-report');
    const plan = area(page, 'mfe-maintenance');

    // A verified homeowner whose own home is in their homes (free), every free address used.
    await signUpVerified(page.request, { email: uniqueEmail(`tiers-explain-${width}`), firstName: 'Tia', lastName: 'Owner' });
    const kukunId = await kukunIdOf(page, HOME);
    expect(await addHome(page, kukunId)).toBe(201);
    for (let i = 1; (await addHome(page, await kukunIdOf(page, { ...HOME, address: `${i} Juniper Lane` }))) === 201; i += 1);

    // The report: condition details and maintenance locked, each saying what unlocks it and for how much.
    await page.goto(`/properties/${kukunId}`);
    for (const id of ['property-condition', 'maintenance']) {
      await expect(report.locator(`[id="${id}"]`)).toHaveAttribute('data-locked', 'true');
      await expect(report.locator(`[id="${id}"]`).getByTestId('unlock-offer')).toHaveText(OFFER);
    }
    await expect(report.getByTestId('addresses-left')).toHaveText('Addresses left on your plan: 0');
    await shot('report-free');

    // The maintenance plan of the same home: its components' budget is locked by the same rule, with the same words.
    await page.goto('/my-maintenance/app');
    const locked = plan.getByTestId('budget-locked');
    await expect(locked).toBeVisible();
    await expect(locked.getByTestId('unlock-offer')).toHaveText(OFFER);
    await expect(plan.getByTestId('monthly-set-aside')).toHaveCount(0);
    await expect(locked.getByRole('link', { name: 'Unlock this home' })).toHaveAttribute('href', new RegExp(`&home=${kukunId}$`));
    await shot('plan-free');

    // Buying 5 addresses from the report's locked block: the checkout carries the home.
    await page.goto(`/properties/${kukunId}`);
    await report.getByRole('button', { name: 'Unlock condition details' }).click();
    await page.getByRole('dialog', { name: 'Unlock this home’s data' }).getByRole('link', { name: 'See address bundles' }).click();
    await expect(page).toHaveURL(new RegExp(`/pricing-options\\?referrer=.*&home=${kukunId}$`));
    await page.getByRole('button', { name: 'Buy 5 Premium Addresses' }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(new RegExp(`/properties/${kukunId}\\?success_payment=true&addresses=5$`));

    // Back on the report: unlocked with no "Use 1 address" step, and 5 - 1 = 4 left, all without a reload.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const done = page.getByRole('dialog', { name: 'All set!' });
    await expect(done).toContainText("You've successfully purchased 5 addresses.");
    await done.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${kukunId}$`));
    await expect(report.getByRole('heading', { name: /Home condition: \d+ \/ 100/ })).toBeVisible();
    await expect(report.locator('[data-locked]')).toHaveCount(0);
    await expect(report.getByRole('button', { name: 'Unlock the full report' })).toHaveCount(0);
    await expect(report.getByTestId('addresses-left')).toHaveText('Addresses left on your plan: 4');
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await shot('report-unlocked');

    // The plan now shows the budget the report's rule opened.
    await page.goto('/my-maintenance/app');
    await expect(plan.getByTestId('monthly-set-aside')).toBeVisible();
    await expect(plan.getByTestId('budget-locked')).toHaveCount(0);
    await shot('plan-unlocked');
  });
}
