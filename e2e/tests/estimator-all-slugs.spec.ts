import { expect, test, type Page } from '@playwright/test';
import { ESTIMATOR_PROJECTS, estimatorFlow, estimatorStepPath, nextEstimatorStep, stepDefinitionFor, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { answerAndContinue, dollars, estimator, validAnswer } from './estimator-walk';
import { PUBLISHED_JOB_COSTS, WALK_STATE, expectedTotal } from './fixtures/published-job-costs';
import { signUpThroughApi } from './helpers';

// Every project slug of the spec, walked from `/{slug}` through its step flow to
// `/{slug}/estimator-result` in the real UI against the real API. The answers come from the step
// definitions in shared-lib; the n-th project takes the n-th option of each choice, so the table
// also runs through the branches (renovation, addition, expansion; roof pitches; AC and heating kinds).
// Sizes, quantities and a few selections are fixed to a published scope (fixtures/published-job-costs.ts); the
// total must fall in that scope's published national cost range, widened as the fixture says: an
// expectation independent of the estimator's own cost code. The home is in Ohio (WALK_STATE).
// One signed-in page for the whole table: a guest may only price one project.

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.goto('/home-renovation-costs');
  await signUpThroughApi(page.request, { firstName: 'Robin' });
});

test.afterAll(async () => {
  await page.close();
});

ESTIMATOR_PROJECTS.forEach(({ slug, displayName }, variant) => {
  test(`${displayName}: /${slug} to its estimator result`, { tag: ['@mfe_estimator'] }, async () => {
    await page.goto(`/${slug}`);
    const answers: EstimatorAnswers = {};
    let step = estimatorFlow(slug, answers)[0] ?? null;
    while (step) {
      await expect(page).toHaveURL(new RegExp(`${estimatorStepPath(slug, step)}$`));
      const definition = stepDefinitionFor(slug, step);
      answers[step] = PUBLISHED_JOB_COSTS[slug]?.answers?.[step] ?? validAnswer(definition, variant, WALK_STATE);
      const next = nextEstimatorStep(slug, answers, step);
      await answerAndContinue(page, definition, answers[step]!, next === null);
      step = next;
    }
    await expect(page).toHaveURL(new RegExp(`/${slug}/estimator-result$`));
    const total = estimator(page).getByTestId('estimate-total');
    await expect(total).toBeVisible();
    const range = expectedTotal(slug, answers);
    const shown = dollars(await total.textContent());
    const message = `${slug} with ${JSON.stringify(answers)}: $${shown} should be within $${range.low}-$${range.high} (${range.source})`;
    expect(shown, message).toBeGreaterThanOrEqual(range.low);
    expect(shown, message).toBeLessThanOrEqual(range.high);
  });
});
