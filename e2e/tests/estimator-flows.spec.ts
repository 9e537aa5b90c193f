import { expect, test, type Page } from '@playwright/test';
import { area } from './helpers';

// The estimator's step flows, walked in the real built apps against the real API.

const estimator = (page: Page) => area(page, 'mfe-estimator');

async function expectQuestion(page: Page, path: string, question: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(estimator(page).getByRole('heading', { level: 1, name: question })).toBeVisible();
}

async function choose(page: Page, option: string | RegExp): Promise<void> {
  await estimator(page)
    .getByText(option, { exact: typeof option === 'string' })
    .click();
}

async function next(page: Page, name = 'Next'): Promise<void> {
  await estimator(page).getByRole('button', { name }).click();
}

async function fillNumber(page: Page, value: string): Promise<void> {
  await estimator(page).getByRole('textbox').fill(value);
}

async function answerProperty(page: Page, slug: string, state: string): Promise<void> {
  await expectQuestion(page, `/${slug}/property-address`, 'Where is the home?');
  await estimator(page).getByLabel('State').selectOption(state);
  await next(page);
  await expectQuestion(page, `/${slug}/home-size`, 'How big is the home?');
  await fillNumber(page, '2000');
  await next(page);
  await expectQuestion(page, `/${slug}/home-value`, 'What is the home worth today?');
  await fillNumber(page, '350,000');
  await next(page);
  await expectQuestion(page, `/${slug}/home-age`, 'When was the home built?');
  await fillNumber(page, '1990');
}

test.describe('estimator step flows', { tag: ['@mfe_estimator'] }, () => {
  test('kitchen renovation: room-size, room-types, room-cabinets, cabinet-length, room-layout, property steps, then the result from the API', async ({ page }) => {
    const slug = 'Kitchen-Renovation-Cost';
    await page.goto(`/${slug}`);
    await expectQuestion(page, `/${slug}`, 'What kind of project is it?');
    await expect(estimator(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^Step 1 of \d+$/);
    await choose(page, 'Renovation');
    await next(page);

    // The room size is suggested (a typical 2,000 sq ft home has a 150 sq ft kitchen) and shown as the answer, to be changed.
    await expectQuestion(page, `/${slug}/room-size`, 'How large is the room today?');
    await expect(estimator(page).getByRole('textbox')).toHaveValue('150');
    await fillNumber(page, '200');
    await next(page);
    await expectQuestion(page, `/${slug}/room-types`, 'What are you updating?');
    for (const element of ['Cabinets', 'Countertops', 'Flooring']) await choose(page, element);
    await next(page);
    await expectQuestion(page, `/${slug}/room-cabinets`, 'What will you do with the cabinets?');
    await choose(page, 'Replace them');
    await next(page);
    await expectQuestion(page, `/${slug}/cabinet-length`, 'How many linear feet of cabinets?');
    await expect(estimator(page).getByRole('textbox')).toHaveValue('30');
    await next(page);
    await expectQuestion(page, `/${slug}/room-layout`, 'Will the layout change?');
    await choose(page, 'Keep the layout');
    await next(page);
    await answerProperty(page, slug, 'TX');
    await next(page, 'See my estimate');

    await expect(page).toHaveURL(new RegExp(`/${slug}/estimator-result$`));
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'Your kitchen estimate' })).toBeVisible();
    await expect(estimator(page).getByTestId('estimate-total')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
    await expect(estimator(page).getByText('Texas', { exact: false }).first()).toBeVisible();
    await expect(estimator(page).getByRole('table', { name: 'Line items' })).toContainText('Contingency (10% of the rest)');
    await expect(estimator(page).getByTestId('estimate-roi')).toHaveText(/\$/);
    // Every cabinet replaced is a major remodel, whatever the finish level.
    await expect(estimator(page).getByTestId('recoup-explanation')).toContainText('"Major kitchen remodel, midrange"');
  });

  test('browser back returns to the last step with its answer; a reload keeps the answers', async ({ page }) => {
    const slug = 'Bathroom-Renovation-Cost';
    await page.goto(`/${slug}`);
    await choose(page, 'Addition');
    await next(page);
    await expectQuestion(page, `/${slug}/remodel-size`, 'How large will the room be when it is finished?');
    await fillNumber(page, '80');
    await next(page);
    await expectQuestion(page, `/${slug}/property-address`, 'Where is the home?');

    await page.goBack();
    await expectQuestion(page, `/${slug}/remodel-size`, 'How large will the room be when it is finished?');
    await expect(estimator(page).getByRole('textbox')).toHaveValue('80');

    await page.reload();
    await expectQuestion(page, `/${slug}/remodel-size`, 'How large will the room be when it is finished?');
    await expect(estimator(page).getByRole('textbox')).toHaveValue('80');
    await estimator(page).getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, `/${slug}`, 'What kind of project is it?');
    await expect(estimator(page).getByRole('radio', { name: /Addition/ })).toBeChecked();
  });

  test('roof: a steep roof asks roof-style, roof-garage-size, house-story, the roof area and the tear-off', async ({ page }) => {
    const slug = 'Roofing-Cost-Estimator';
    await page.goto(`/${slug}`);
    await expectQuestion(page, `/${slug}`, 'How steep is the roof?');
    await choose(page, 'Steep');
    await next(page);
    await expectQuestion(page, `/${slug}/roof-style`, 'What will the new roof be made of?');
    await choose(page, 'Asphalt shingles');
    await next(page);
    await expectQuestion(page, `/${slug}/roof-garage-size`, 'Does the roof also cover a garage?');
    await choose(page, 'Two cars');
    await next(page);
    await expectQuestion(page, `/${slug}/house-story`, 'How many stories does the house have?');
    await fillNumber(page, '9');
    await next(page);
    await expect(estimator(page).getByRole('alert')).toHaveText('Please enter a number from 1 to 4 stories.');
    await fillNumber(page, '2');
    await next(page);
    // (2,000 / 2 + 440) sq ft of footprint times 1.302 for a steep pitch, shown and editable.
    await expectQuestion(page, `/${slug}/roof-area`, 'How large is the roof?');
    await expect(estimator(page).getByRole('textbox')).toHaveValue('1,870');
    await next(page);
    await expectQuestion(page, `/${slug}/roof-tear-off`, 'What happens to the old roof?');
    await choose(page, 'Tear it off');
    await next(page);
    await answerProperty(page, slug, 'CO');
    await next(page, 'See my estimate');
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'Your roofing estimate' })).toBeVisible();
    await expect(estimator(page).getByText('Roofing replacement, asphalt shingles', { exact: false })).toBeVisible();
  });

  test('furnace: radiant heating goes to radiant-heat then size, operated with the keyboard', async ({ page }) => {
    const slug = 'Furnace-Replacement';
    await page.goto(`/${slug}`);
    await expectQuestion(page, `/${slug}`, 'How is the home heated?');
    // Keyboard only: Tab into the radio group, arrow to the second card, Enter submits.
    await estimator(page)
      .getByRole('radio', { name: /Forced air/ })
      .focus();
    await page.keyboard.press('ArrowDown');
    await expect(estimator(page).getByRole('radio', { name: /Radiant heating/ })).toBeChecked();
    await page.keyboard.press('Enter');
    await expectQuestion(page, `/${slug}/radiant-heat`, 'What kind of radiant heat?');
    await choose(page, 'Hot-water boiler');
    await next(page);
    await expectQuestion(page, `/${slug}/size`, 'How many square feet will the system serve?');
    await fillNumber(page, '1800');
    await next(page);
    await answerProperty(page, slug, 'MN');
    await next(page, 'See my estimate');
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'Your furnace replacement estimate' })).toBeVisible();
    await expect(estimator(page).getByText('Hot-water boiler for 1,800 sq ft', { exact: false })).toBeVisible();
  });
});
