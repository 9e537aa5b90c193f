import { expect, test, type Locator, type Page } from '@playwright/test';
import { defaultEstimatorAnswers, estimatorFlow, stepDefinitionFor, type EstimatorAnswers, type EstimatorStepId } from '@homeworth/shared-lib/domain';
import { answerStep, dollars, estimator } from './estimator-walk';
import { area, signUpThroughApi } from './helpers';

// A component costs the same on the report, in the maintenance plan and in the estimator opened from
// either: the link carries the home (state, ZIP, size, year built, value) and the estimator's default
// scope for that home is the figure the page showed, labelled with the state's prices.

const PROPERTY_STEPS = new Set(['property-address', 'home-size', 'home-value', 'home-age']);

/** Follows a cost link and walks the estimator at its default scope, the home's facts left as the link filled them; the total. */
async function estimateFromLink(page: Page, link: Locator): Promise<number> {
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, 'https://site.invalid');
  const slug = url.pathname.slice(1);
  const q = url.searchParams;
  const home: EstimatorAnswers = {
    'property-address': { state: q.get('state')!, zipCode: q.get('zip')! },
    'home-size': Number(q.get('size')),
    'home-age': Number(q.get('built')),
    'home-value': Number(q.get('price')),
  };
  // Every cost link carries the home's value, so the estimator's return is for the same home.
  expect(q.get('price'), href).toMatch(/^\d+$/);
  const answers = defaultEstimatorAnswers(slug, home);
  await link.click();
  const app = estimator(page);
  for (let guard = 0; guard < 20; guard += 1) {
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    const path = new URL(page.url()).pathname;
    if (path.endsWith('/estimator-result')) break;
    const step = (path.split('/')[2] ?? estimatorFlow(slug, answers)[0]) as EstimatorStepId;
    const definition = stepDefinitionFor(slug, step, answers);
    await expect(app.getByRole('heading', { level: 1, name: definition.question })).toBeVisible();
    if (step === 'property-address') await expect(app.getByLabel('State')).toHaveValue(q.get('state')!);
    else if (step === 'home-size') await expect(app.getByRole('textbox')).toHaveValue(Number(q.get('size')).toLocaleString('en-US'));
    else if (step === 'home-age') await expect(app.getByRole('textbox')).toHaveValue(q.get('built')!);
    else if (step === 'home-value') await expect(app.getByRole('textbox')).toHaveValue(Number(q.get('price')).toLocaleString('en-US'));
    else if (!PROPERTY_STEPS.has(step)) await answerStep(page, definition, answers[step]!);
    await app.getByRole('button', { name: /^(Next|See my estimate)$/ }).click();
    await page.waitForURL((u) => u.pathname !== path);
  }
  await expect(page).toHaveURL(new RegExp(`/${slug}/estimator-result$`));
  const total = app.getByTestId('estimate-total');
  await expect(total).toHaveText(/^\$[\d,]+$/);
  await expect(app.getByText(/· Texas prices$/)).toBeVisible();
  return dollars(await total.textContent());
}

test.describe('one home, one cost per component', { tag: ['@mfe_property_report', '@mfe_estimator', '@mfe_maintenance'] }, () => {
  test('the roof and windows on the report and the kitchen cabinets in the maintenance plan cost what the estimator opened from them says', async ({ page }) => {
    test.setTimeout(180_000);
    // Signed up, so the estimator runs more than one project.
    await signUpThroughApi(page.request);
    const report = area(page, 'mfe-property-report');

    // The roof at 1440 px, the windows and cabinets at 360 px: the same figures at both widths.
    for (const [part, width] of [
      ['roof', 1440],
      ['windows', 360],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sample-dashboard');
      const table = report.getByRole('table', { name: 'What lowers the score' });
      const row = table.getByRole('row', { name: new RegExp(`^${part}`, 'i') });
      const cost = dollars(await row.locator('td[data-label="Replacement cost (Texas prices)"]').textContent());
      expect(cost, part).toBeGreaterThan(1000);
      const link = row.getByRole('link', { name: `Estimate the cost of ${part}` });
      await expect(link).toHaveAttribute('href', /size=\d+&built=\d{4}/);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`report-${part}-${width}.png`) });
      expect({ part, estimator: await estimateFromLink(page, link) }).toEqual({ part, estimator: cost });
      await page.screenshot({ path: test.info().outputPath(`estimator-${part}-${width}.png`) });
    }

    await page.goto('/my-maintenance/app');
    const budget = area(page, 'mfe-maintenance').getByTestId('replacement-budget');
    await expect(budget).toContainText('Replacement costs (Texas prices)');
    const cabinets = budget.getByRole('link', { name: /: estimate replacing the kitchen cabinets$/ });
    const label = (await cabinets.getAttribute('aria-label'))!;
    const cost = dollars(label.split(':')[0]!);
    await expect(cabinets).toHaveAttribute('href', /^\/Cabinets\?/);
    // The cabinet run, not a kitchen remodel.
    expect(cost).toBeLessThan(20_000);
    await cabinets.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('maintenance-cabinets-360.png') });
    expect(await estimateFromLink(page, cabinets)).toBe(cost);
    await page.screenshot({ path: test.info().outputPath('estimator-cabinets-360.png') });
  });
});
