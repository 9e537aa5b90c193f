import { expect, test, type Page } from '@playwright/test';
import { area, uniqueEmail, giveEstimatorAnswers, signUpThroughApi } from './helpers';

// Saving an estimate as a plan, the history page, and the guest gate.

const SLUG = 'Garage-Door-Replacement';
const ANSWERS = { 'project-scope': 2, 'garage-door-size': 'double', 'property-address': { state: 'OH' }, 'home-size': 1600, 'home-value': 250000, 'home-age': 1970 };

const estimator = (page: Page) => area(page, 'mfe-estimator');

/** Signs up through the API (the browser context keeps the session cookie); the account area has its own specs. */
async function signUpAsMorgan(page: Page): Promise<void> {
  await signUpThroughApi(page.request, { email: uniqueEmail('plans'), firstName: 'Morgan' });
  await page.goto('/home-renovation-costs');
  await expect(page.getByTestId('nav-display-name')).toHaveText('Hi, Morgan');
}

async function openResult(page: Page): Promise<void> {
  await giveEstimatorAnswers(page, SLUG, ANSWERS);
  await page.goto(`/${SLUG}/estimator-result`);
  await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
}

test.describe('estimator plans', { tag: ['@mfe_estimator'] }, () => {
  test('a guest who saves is told that saving keeps the estimate in a free account', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await openResult(page);
    await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
    const dialog = estimator(page).getByRole('dialog', { name: 'Save this estimate' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create a free account and save' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a signed-in user saves, downloads the PDF report, finds it in /estimate-history, opens it and deletes it', async ({ page }) => {
    await signUpAsMorgan(page);
    await openResult(page);
    const total = await estimator(page).getByTestId('estimate-total').textContent();
    await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
    await expect(estimator(page).getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('estimatorPlanId'))).toMatch(/^\d+$/);
    // The PDF paywall: no downloads yet, so the first report is taken free with the VIPREPORT code.
    await estimator(page).getByRole('button', { name: 'Download PDF report' }).click();
    const paywall = estimator(page).getByRole('dialog', { name: 'Download your PDF report' });
    await expect(paywall).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), paywall.getByRole('button', { name: 'Get it free with code VIPREPORT' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^estimator report Morgan Tester .+\.pdf$/);
    const pdf = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    // A fresh tab state: the plan comes from the server, not from this tab's answers.
    await page.evaluate((slug) => sessionStorage.removeItem(`hw:estimator:${slug}`), SLUG);
    await estimator(page).getByRole('link', { name: 'your estimates' }).click();
    await expect(page).toHaveURL(/\/estimate-history$/);
    await expect(estimator(page).getByRole('heading', { level: 2, name: 'Garage Door Replacement' })).toBeVisible();
    await expect(estimator(page).getByText(total!, { exact: false })).toBeVisible();

    await estimator(page).getByRole('button', { name: 'Open Garage Door Replacement estimate' }).click();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}/estimator-result$`));
    await expect(estimator(page).getByTestId('estimate-total')).toHaveText(total!);

    await page.goto('/estimate-history');
    await estimator(page).getByRole('button', { name: 'Delete Garage Door Replacement estimate' }).click();
    await estimator(page).getByRole('dialog', { name: 'Delete this estimate?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(estimator(page).getByText('No saved estimates yet.')).toBeVisible();
    await page.reload();
    await expect(estimator(page).getByText('No saved estimates yet.')).toBeVisible();
  });
});
