import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { defaultEstimatorAnswers, LIMIT_MODAL_TITLES, stepDefinitionFor, suggestedAnswer, type EstimatorStepId } from '@homeworth/shared-lib/domain';
import { estimator } from './estimator-walk';
import { area, CSRF, giveEstimatorAnswers, signUpThroughApi } from './helpers';

// The estimator's multi mode and room-addition steps with their numeric ids, the guest limits'
// modal titles, and the report's 0-5 rating, at desktop and phone widths.

const KITCHEN = 'Kitchen-Renovation-Cost';
const ADDITION = 'Room-Addition-Cost-Calculator';
const DECK = 'Installing-Deck';

const question = (slug: string, step: EstimatorStepId) => stepDefinitionFor(slug, step).question;

async function next(page: Page, name = 'Next'): Promise<void> {
  await estimator(page).getByRole('button', { name }).click();
}

async function expectQuestion(page: Page, path: string, text: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(estimator(page).getByRole('heading', { level: 1, name: text })).toBeVisible();
}

async function choose(page: Page, label: string): Promise<void> {
  await estimator(page)
    .getByRole('radio', { name: new RegExp(`^${label}`) })
    .check();
}

/** axe finds no serious or critical violation on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${page.url()}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function answerHome(page: Page, base: string): Promise<void> {
  await expectQuestion(page, `${base}/home-size`, 'How big is the home?');
  await estimator(page).getByRole('textbox').fill('2000');
  await next(page);
  await expectQuestion(page, `${base}/home-value`, 'What is the home worth today?');
  await estimator(page).getByRole('textbox').fill('350,000');
  await next(page);
  await expectQuestion(page, `${base}/home-age`, 'When was the home built?');
  await estimator(page).getByRole('textbox').fill('1990');
  await next(page, 'See my estimate');
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 800 },
]) {
  test.describe(`estimator and report spec items at ${viewport.width} px`, { tag: ['@mfe_estimator', '@mfe_property_report'] }, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true });

    test('multi mode: a kitchen enlarged into existing space among several projects asks room-size, then room-size-addition', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/home-renovation-costs');
      await signUpThroughApi(page.request, { firstName: 'Robin' });
      await page.goto('/home-renovation-costs');
      for (const name of ['Kitchen', 'Deck'])
        await estimator(page)
          .getByRole('checkbox', { name: `Select ${name}` })
          .check();
      await estimator(page).getByRole('button', { name: 'Estimate 2 projects together' }).click();

      await expectQuestion(page, '/multiproject/property-address', 'Where is the home?');
      await estimator(page).getByLabel('State').selectOption('TX');
      await next(page);
      await expectQuestion(page, '/multiproject/down-to-studs', 'Are you taking the rooms down to the studs?');
      await choose(page, 'No');
      await next(page);
      await expectQuestion(page, '/multiproject/project-type/1', 'What kind of project is it?');
      await choose(page, 'Expansion');
      await next(page);
      await expectQuestion(page, '/multiproject/room-remodel/1', question(KITCHEN, 'room-remodel'));
      await choose(page, 'Use existing space');
      await next(page);
      // The multi mode: existing space leads to the room's size today, then the space it takes in.
      await expectQuestion(page, '/multiproject/room-size/1', question(KITCHEN, 'room-size'));
      await estimator(page).getByRole('textbox').fill('150');
      await next(page);
      await expectQuestion(page, '/multiproject/room-size-addition/1', question(KITCHEN, 'room-size-addition'));
      await estimator(page).getByRole('textbox').fill('50');
      await expectAccessible(page);
      await shot(page, 'multi-mode-room-size-addition');
      await next(page);
      await expectQuestion(page, '/multiproject/project-scope/2', 'How large will the deck be?');
      await estimator(page).getByRole('textbox').fill('320');
      await next(page);
      await expectQuestion(page, '/multiproject/deck-material/2', 'What will the deck be made of?');
      await choose(page, 'Pressure-treated wood');
      await next(page);
      await answerHome(page, '/multiproject');

      await expect(page).toHaveURL(/\/multiproject\/estimator-result$/);
      await expect(estimator(page).getByRole('heading', { level: 1, name: 'Your 2 projects together' })).toBeVisible();
      await expect(estimator(page).getByRole('region', { name: 'Kitchen' })).toContainText('Kitchen enlarged to 200 sq ft within the house');
      await shot(page, 'multi-mode-result');
    });

    test('a room addition asks which room, then its size under the room’s numeric id, then the interior', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${ADDITION}`);
      await expectQuestion(page, `/${ADDITION}`, 'What kind of project is it?');
      await choose(page, 'Addition');
      await next(page);
      await expectQuestion(page, `/${ADDITION}/room-addition-landing`, question(ADDITION, 'room-addition-landing'));
      await choose(page, 'Kitchen');
      await next(page);
      // 5 is the kitchen's id.
      await expectQuestion(page, `/${ADDITION}/other-room-addition-size/5`, question(ADDITION, 'other-room-addition-size'));
      // Sized as a kitchen renovation suggests for a typical home.
      await expect(estimator(page).getByRole('textbox')).toHaveValue(String(suggestedAnswer(ADDITION, 'other-room-addition-size', { 'room-addition-landing': '5' })));
      await next(page);
      await expectQuestion(page, `/${ADDITION}/interior-types`, question(ADDITION, 'interior-types'));
      for (const name of [/^Flooring/, /^Cabinets/]) await estimator(page).getByRole('checkbox', { name }).check();
      await expectAccessible(page);
      await shot(page, 'room-addition-interior');
      await next(page);
      await expectQuestion(page, `/${ADDITION}/property-address`, 'Where is the home?');
      // A wrong index goes to the step's own path.
      await page.goto(`/${ADDITION}/other-room-addition-size/38`);
      await expect(page).toHaveURL(new RegExp(`/${ADDITION}/other-room-addition-size/5$`));
    });

    test('a guest’s seventh estimate permutation opens the limit modal “Customize your estimate for free”', async ({ page }) => {
      await page.goto('/home-renovation-costs');
      // Six permutations of one project, through the API in this browser (its cookies count them).
      for (let i = 1; i <= 6; i += 1) {
        const answers = defaultEstimatorAnswers(DECK, { 'property-address': { state: 'OH' }, 'home-value': 100000 * i });
        const response = await page.request.post('/api/v1/estimation/estimates', { headers: CSRF, data: { project: DECK, finishLevel: 'midrange', answers } });
        expect(response.status()).toBe(200);
      }
      await giveEstimatorAnswers(page, DECK, defaultEstimatorAnswers(DECK, { 'property-address': { state: 'OH' }, 'home-value': 777000 }));
      await page.goto(`/${DECK}/estimator-result`);
      const modal = estimator(page).getByRole('dialog', { name: LIMIT_MODAL_TITLES.customize });
      await expect(modal).toBeVisible();
      await expect(estimator(page).getByTestId('estimate-total')).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'limit-modal-customize');
    });

    test('the home report shows the condition score on a 0-5 scale and its growth against the area', async ({ page }) => {
      await page.goto('/sample-dashboard');
      const report = area(page, 'mfe-property-report');
      await expect(report.getByRole('heading', { level: 1, name: '120 Oak Street' })).toBeVisible();
      const response = await page.request.get('/api/v1/property/sample-report');
      const summary = (await response.json()).message.summary as { propertyScore: number; ratingOutOfFive: number };
      expect(summary.ratingOutOfFive).toBe(Math.round(summary.propertyScore / 2) / 10);
      await expect(report.getByTestId('condition-rating')).toHaveText(`${summary.ratingOutOfFive.toFixed(1)} of 5`);
      const growth = (await response.json()).message.neighborhood.growthDifference as number | null;
      if (growth !== null) await expect(report.getByTestId('growth-difference')).toContainText('percentage points');
      await expectAccessible(page);
      await shot(page, 'report-rating');
      await report.locator('#hero').screenshot({ path: test.info().outputPath(`report-rating-hero-${viewport.width}.png`) });
    });
  });
}
