import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LIMIT_MODAL_TITLES } from '@homeworth/shared-lib/domain';
import { dollars, estimator } from './estimator-walk';
import { giveEstimatorAnswers, signUpThroughApi } from './helpers';

// Multiproject and sell-prep flows and the guest gate of the
// newer version: the property questions once, each project's own in order, one combined result.

async function next(page: Page, name = 'Next'): Promise<void> {
  await estimator(page).getByRole('button', { name }).click();
}

async function expectQuestion(page: Page, path: string, question: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(estimator(page).getByRole('heading', { level: 1, name: question })).toBeVisible();
}

/** axe finds no serious or critical violation on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${page.url()}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function select(page: Page, ...names: string[]): Promise<void> {
  for (const name of names)
    await estimator(page)
      .getByRole('checkbox', { name: `Select ${name}` })
      .check();
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

test.describe('estimator: several projects together', { tag: ['@mfe_estimator'] }, () => {
  test('multiproject: two projects, shared property questions once, down to the studs, then one combined result', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await signUpThroughApi(page.request, { firstName: 'Robin' });
    await page.goto('/home-renovation-costs');
    await select(page, 'Kitchen', 'Deck');
    await expectAccessible(page);
    await estimator(page).getByRole('button', { name: 'Estimate 2 projects together' }).click();

    await expectQuestion(page, '/multiproject/property-address', 'Where is the home?');
    // Counted on the longest path (a kitchen renovation with cabinets, with all the scope questions): the count never grows.
    await expect(estimator(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 14');
    await estimator(page).getByLabel('State').selectOption('TX');
    await next(page);
    await expectQuestion(page, '/multiproject/down-to-studs', 'Are you taking the rooms down to the studs?');
    await expectAccessible(page);
    await estimator(page)
      .getByRole('radio', { name: /^Yes, down to the studs/ })
      .check();
    await next(page);
    await expectQuestion(page, '/multiproject/project-type/1', 'What kind of project is it?');
    await expect(estimator(page).getByText('Kitchen · project 1 of 2')).toBeVisible();
    await estimator(page)
      .getByRole('radio', { name: /^Renovation/ })
      .check();
    await next(page);
    // The room size is suggested from the home's size, in the field as an answer.
    await expectQuestion(page, '/multiproject/room-size/1', 'How large is the room today?');
    await next(page);
    // Down to the studs: every room type is included, so room-types is skipped.
    await expectQuestion(page, '/multiproject/room-cabinets/1', 'What will you do with the cabinets?');
    await estimator(page)
      .getByRole('radio', { name: /^Replace them/ })
      .check();
    await next(page);
    await expectQuestion(page, '/multiproject/cabinet-length/1', 'How many linear feet of cabinets?');
    await next(page);
    await expectQuestion(page, '/multiproject/room-layout/1', 'Will the layout change?');
    await estimator(page)
      .getByRole('radio', { name: /^Keep the layout/ })
      .check();
    await next(page);
    await expectQuestion(page, '/multiproject/project-scope/2', 'How large will the deck be?');
    await estimator(page).getByRole('textbox').fill('320');
    await next(page);
    await expectQuestion(page, '/multiproject/deck-material/2', 'What will the deck be made of?');
    await estimator(page)
      .getByRole('radio', { name: /^Pressure-treated wood/ })
      .check();
    await next(page);
    await expectQuestion(page, '/multiproject/home-size', 'How big is the home?');

    // The browser's back button returns to the deck with its answer; a reload keeps it.
    await page.goBack();
    await page.goBack();
    await expectQuestion(page, '/multiproject/project-scope/2', 'How large will the deck be?');
    await page.reload();
    await expect(estimator(page).getByRole('textbox')).toHaveValue('320');
    // Room-types is left out (down to the studs): one step less than at the start, never more.
    await expect(estimator(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 8 of 13');
    await next(page);
    await next(page);
    await answerHome(page, '/multiproject');

    await expect(page).toHaveURL(/\/multiproject\/estimator-result$/);
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'Your 2 projects together' })).toBeVisible();
    const total = dollars(await estimator(page).getByTestId('multiproject-total').textContent());
    const kitchen = estimator(page).getByRole('region', { name: 'Kitchen' });
    const deck = estimator(page).getByRole('region', { name: 'Deck' });
    await expect(kitchen.getByRole('table', { name: 'Line items' })).toContainText('Contingency (10% of the rest)');
    const kitchenTotal = dollars(await kitchen.getByRole('table').locator('tfoot td').last().textContent());
    const deckTotal = dollars(await deck.getByRole('table').locator('tfoot td').last().textContent());
    expect(kitchenTotal).toBeGreaterThan(0);
    expect(deckTotal).toBeGreaterThan(0);
    expect(total).toBe(kitchenTotal + deckTotal);
    await expect(estimator(page).getByTestId('multiproject-range')).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
    await expect(estimator(page).getByTestId('multiproject-roi')).toHaveText(/\$/);
    await expect(estimator(page).getByText('Texas', { exact: false }).first()).toBeVisible();
    await expectAccessible(page);

    // The finish level re-prices every project and keeps the answers.
    await estimator(page)
      .getByRole('radio', { name: /^Upscale/ })
      .check();
    await expect.poll(async () => dollars(await estimator(page).getByTestId('multiproject-total').textContent())).toBeGreaterThan(total);
  });

  test('sell-prep: the projects ranked by how well they pay back at sale', async ({ page }) => {
    await page.goto('/getting-house-ready-to-sell');
    await signUpThroughApi(page.request, { firstName: 'Robin' });
    await page.goto('/getting-house-ready-to-sell');
    await select(page, 'Garage Door Replacement', 'Interior Painting');
    await estimator(page).getByRole('button', { name: 'Estimate 2 projects for selling' }).click();
    const base = '/getting-house-ready-to-sell';
    await expectQuestion(page, `${base}/property-address`, 'Where is the home?');
    await estimator(page).getByLabel('State').selectOption('US');
    await next(page);
    await expectQuestion(page, `${base}/project-scope/1`, 'How many garage doors are you replacing?');
    await estimator(page).getByRole('textbox').fill('1');
    await next(page);
    await expectQuestion(page, `${base}/garage-door-size/1`, 'How wide is each garage door?');
    await estimator(page)
      .getByRole('radio', { name: /^Double/ })
      .check();
    await next(page);
    await expectQuestion(page, `${base}/project-scope/2`, 'What will be painted?');
    await estimator(page)
      .getByRole('radio', { name: /^Walls only/ })
      .check();
    await next(page);
    await answerHome(page, base);

    await expect(page).toHaveURL(new RegExp(`${base}/estimator-result$`));
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'What these 2 projects cost and return at sale' })).toBeVisible();
    const ranking = estimator(page).getByRole('table', { name: 'Which projects pay back best at sale' });
    await expect(ranking.locator('tbody tr')).toHaveCount(2);
    // Garage door replacement recoups more than its cost in Cost vs. Value 2025, so it ranks first.
    await expect(ranking.locator('tbody tr').first()).toContainText('Garage Door Replacement');
    await expect(ranking.locator('tbody tr').first()).toContainText('Best payback');
    await expect(estimator(page).getByRole('heading', { name: 'Value added at sale vs cost' })).toBeVisible();
    await expectAccessible(page);

    // Saving keeps each project as a plan in the estimate history.
    await estimator(page).getByRole('button', { name: 'Save these estimates' }).click();
    await expect(estimator(page).getByText('Each project is saved to')).toBeVisible();
    await estimator(page).getByRole('link', { name: 'your estimates' }).click();
    await expect(page).toHaveURL(/\/estimate-history$/);
    await expect(estimator(page).getByText('Garage Door Replacement').first()).toBeVisible();
    await expect(estimator(page).getByText('Interior Painting').first()).toBeVisible();
  });

  test('selection stops at 5 projects for a regular account, with a message', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await select(page, 'Kitchen', 'Deck', 'Cabinets', 'Countertops', 'Appliances');
    await expect(estimator(page).getByText('You can estimate up to 5 projects together.')).toBeVisible();
    await expect(estimator(page).getByRole('checkbox', { name: 'Select Roofing' })).toBeDisabled();
    await estimator(page).getByRole('checkbox', { name: 'Select Deck' }).uncheck();
    await expect(estimator(page).getByRole('checkbox', { name: 'Select Roofing' })).toBeEnabled();
  });
});

test.describe('estimator gating, newer version', { tag: ['@mfe_estimator'] }, () => {
  const answers = (extra: Record<string, unknown>) => ({ 'property-address': { state: 'OH' }, 'home-size': 1600, 'home-value': 250000, 'home-age': 1970, ...extra });

  async function openResultAsGuest(page: Page, slug: string, projectAnswers: Record<string, unknown>): Promise<void> {
    await giveEstimatorAnswers(page, slug, projectAnswers);
    await page.goto(`/${slug}/estimator-result`);
  }

  test('a guest sees one project’s result; a second project shows the sign-up limit modal', async ({ page }) => {
    await page.goto('/home-renovation-costs');
    await openResultAsGuest(page, 'Garage-Door-Replacement', answers({ 'project-scope': 1, 'garage-door-size': 'double' }));
    await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();

    await openResultAsGuest(page, 'Installing-Deck', answers({ 'project-scope': 300, 'deck-material': 'wood' }));
    const dialog = estimator(page).getByRole('dialog', { name: LIMIT_MODAL_TITLES.signUp });
    await expect(dialog).toBeVisible();
    await expect(estimator(page).getByTestId('estimate-total')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup?referrer=%2FInstalling-Deck%2Festimator-result');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'Sign up to see this estimate' })).toBeVisible();
    await expectAccessible(page);

    // The first project stays open to the guest.
    await page.goto('/Garage-Door-Replacement/estimator-result');
    await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
  });
});
