import { expect, test, type Page } from '@playwright/test';
import { area, KITCHEN_ESTIMATE, giveEstimatorAnswers } from './helpers';

// The result page (`/{project_url}/estimator-result`) with answers already given in this tab.

const { slug: SLUG, answers: ANSWERS } = KITCHEN_ESTIMATE;

const estimator = (page: Page) => area(page, 'mfe-estimator');
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''));

async function openResult(page: Page): Promise<void> {
  await page.goto('/home-renovation-costs');
  await giveEstimatorAnswers(page, SLUG, ANSWERS);
  await page.goto(`/${SLUG}/estimator-result`);
  await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
}

test.describe('estimator result page', { tag: ['@mfe_estimator'] }, () => {
  test('a national midrange kitchen is inside the reference range, with line items adding up to the total', async ({ page }) => {
    await openResult(page);
    const total = dollars(await estimator(page).getByTestId('estimate-total').textContent());
    expect(total).toBeGreaterThanOrEqual(14551);
    expect(total).toBeLessThanOrEqual(40541);
    const table = estimator(page).getByRole('table', { name: 'Line items' });
    // Materials, labour, demolition, disposal, permits and contingency: no design line for refaced cabinets in the same layout.
    await expect(table.locator('tbody tr')).toHaveCount(6);
    await expect(table.locator('tfoot')).toContainText((await estimator(page).getByTestId('estimate-total').textContent())!);
    await expect(estimator(page).getByRole('heading', { name: 'Projects that could pay off next' })).toBeVisible();
    await expect(estimator(page).getByRole('heading', { name: 'Not included in this estimate' })).toBeVisible();
  });

  test('switching the finish level recalculates without losing answers, and survives a reload', async ({ page }) => {
    await openResult(page);
    const midrange = dollars(await estimator(page).getByTestId('estimate-total').textContent());
    await estimator(page)
      .getByRole('radio', { name: /Upscale/ })
      .check();
    await expect.poll(async () => dollars(await estimator(page).getByTestId('estimate-total').textContent())).toBeGreaterThan(midrange * 1.4);
    await expect(page).toHaveURL(new RegExp(`/${SLUG}/estimator-result$`));
    const upscale = await estimator(page).getByTestId('estimate-total').textContent();

    await page.reload();
    await expect(estimator(page).getByTestId('estimate-total')).toHaveText(upscale!);
    await expect(estimator(page).getByRole('radio', { name: /Upscale/ })).toBeChecked();
    await estimator(page).getByRole('link', { name: 'Change my answers' }).click();
    await expect(estimator(page).getByRole('radio', { name: /Renovation/ })).toBeChecked();
  });

  test("a guest's cold load asks for the estimate once, through the estimator's early script", async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await giveEstimatorAnswers(page, SLUG, ANSWERS);
    const estimates: string[] = [];
    const earlyScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/estimation/estimates')) estimates.push(request.postData() ?? '');
      if (request.url().endsWith('/early.js')) earlyScripts.push(request.url());
    });
    await page.goto(`/${SLUG}/estimator-result`);
    await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(earlyScripts).toHaveLength(1);
    // The page took the early answer: one request, for this tab's answers.
    expect(estimates).toHaveLength(1);
    expect(JSON.parse(estimates[0]!)).toEqual({ project: SLUG, finishLevel: 'midrange', answers: ANSWERS });
  });

  test('a recommended project opens its own estimator', async ({ page }) => {
    await openResult(page);
    const first = estimator(page).getByRole('heading', { name: 'Projects that could pay off next' }).locator('..').getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}(/[a-z-]+)?$`));
    await expect(estimator(page).getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the API rejects an impossible answer with 400 and a clear message', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    const response = await page.request.post('/api/v1/estimation/estimates', {
      headers: { 'X-Requested-With': 'homeworth' },
      data: { project: SLUG, finishLevel: 'midrange', answers: { ...ANSWERS, 'home-size': -100 } },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors[0].message).toBe('How big is the home? Please enter a number from 300 to 20,000 sq ft.');
  });
});
