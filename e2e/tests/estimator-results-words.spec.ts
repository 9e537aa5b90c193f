import { expect, test, type Page } from '@playwright/test';
import { area } from './helpers';

// A bathroom estimate speaks of a bathroom (its fixtures, tile and vanity, never kitchen items) and its
// result reads right: a net cost in words, the return right under the price, true shares, no "Adds $0".

const SLUG = 'Bathroom-Renovation-Cost';
const estimator = (page: Page) => area(page, 'mfe-estimator');
const next = (page: Page, name = 'Next') => estimator(page).getByRole('button', { name }).click();

async function expectQuestion(page: Page, step: string, question: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${SLUG}${step ? `/${step}` : ''}$`));
  await expect(estimator(page).getByRole('heading', { level: 1, name: question })).toBeVisible();
}

/** Walks the bathroom renovation: fixtures, tile and lights, with or without the vanity. */
async function walkBathroom(page: Page, withVanity: boolean): Promise<void> {
  await page.goto(`/${SLUG}`);
  await expectQuestion(page, '', 'What kind of project is it?');
  await estimator(page)
    .getByRole('radio', { name: /Renovation/ })
    .check();
  await next(page);
  await expectQuestion(page, 'room-size', 'How large is the room today?');
  await next(page);
  await expectQuestion(page, 'room-types', 'What are you updating?');
  const options = estimator(page).getByRole('checkbox');
  await expect(options).toHaveCount(6);
  const step = estimator(page).locator('form');
  for (const kitchenWord of ['Cabinets', 'Countertops', 'Appliances', 'kitchen']) await expect(step).not.toContainText(kitchenWord);
  for (const name of [/Tub, shower, toilet and sink/, /Wall tile and paint/, /Tile floor/, /Lighting, fan and outlets/]) {
    await estimator(page).getByRole('checkbox', { name }).check();
  }
  const vanity = estimator(page).getByRole('checkbox', { name: /^Vanity cabinet/ });
  await (withVanity ? vanity.check() : vanity.uncheck());
  await estimator(page)
    .getByRole('checkbox', { name: /Vanity top/ })
    .uncheck();
  await next(page);
  if (withVanity) {
    await expectQuestion(page, 'room-cabinets', 'What will you do with the vanity?');
    await estimator(page)
      .getByRole('radio', { name: /Replace it/ })
      .check();
    await next(page);
    await expectQuestion(page, 'cabinet-length', 'How wide is the vanity?');
    await expect(step).not.toContainText('kitchen');
    await expect(step).toContainText('A single-sink vanity is 2 to 4 ft wide');
    await next(page);
  }
  await expectQuestion(page, 'room-layout', 'Will the layout change?');
  await estimator(page)
    .getByRole('radio', { name: /Keep the layout/ })
    .check();
  await next(page);
  await expectQuestion(page, 'property-address', 'Where is the home?');
  await estimator(page).getByLabel('State').selectOption('TX');
  await next(page);
  for (const [stepId, value] of [
    ['home-size', '2000'],
    ['home-value', '350,000'],
    ['home-age', '1990'],
  ]) {
    await expect(page).toHaveURL(new RegExp(`/${stepId}$`));
    await estimator(page).getByRole('textbox').fill(value!);
    await (stepId === 'home-age' ? next(page, 'See my estimate') : next(page));
  }
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/estimator-result$`));
  await expect(estimator(page).getByTestId('estimate-total')).toBeVisible();
}

/** What every bathroom result must say, at any width. */
async function expectResultWords(page: Page): Promise<void> {
  // A typical bath scope, with or without the vanity, follows the midrange bath figure (80% recouped).
  await expect(estimator(page).getByTestId('recoup-explanation')).toContainText('"Bath remodel, midrange"');
  const returnLine = estimator(page).getByTestId('estimate-return');
  await expect(returnLine).toContainText('80% of the cost recouped');
  // A net cost is words and a positive amount, never "net cost -$…".
  await expect(returnLine).toContainText('Estimated net cost at sale: $');
  await expect(estimator(page).getByTestId('estimate-roi')).toHaveText(/^\$\d/);
  await expect(estimator(page)).not.toContainText('Adds $0');
  await expect(estimator(page)).not.toContainText('-$');
  // The contingency and disposal keep their true (decimal) shares.
  await expect(estimator(page).getByTestId('bar-contingency')).toContainText(/\(\d\.\d%\)/);
  await expect(estimator(page).getByTestId('bar-disposal')).toContainText(/\((\d\.\d%|under 0\.1%)\)/);
  // The ideas that follow are not another bathroom.
  const ideas = estimator(page).getByRole('region', { name: 'Projects that could pay off next' });
  await expect(ideas.getByRole('link').first()).toBeVisible();
  await expect(ideas.locator('a[href*="Bath"]')).toHaveCount(0);
}

test.describe('estimator result words', { tag: ['@mfe_estimator'] }, () => {
  test('1440 px: a bathroom with its vanity asks of the vanity, and the result reads right', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await walkBathroom(page, true);
    await expectResultWords(page);
    // The line items table shows beside the chart on a desktop; its caption stays on one line.
    const caption = estimator(page).getByRole('table', { name: 'Line items' }).locator('caption');
    await expect(caption).toBeVisible();
    const box = (await caption.boundingBox())!;
    expect(box.height).toBeLessThan(40);
    await page.screenshot({ path: test.info().outputPath('bathroom-result-1440.png'), fullPage: true });
  });

  test('360 px: a bathroom without the vanity gets a return right after the price, and the chart is not repeated', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await walkBathroom(page, false);
    await expectResultWords(page);
    const total = (await estimator(page).getByTestId('estimate-total').boundingBox())!;
    const returnLine = (await estimator(page).getByTestId('estimate-return').boundingBox())!;
    const range = (await estimator(page).getByTestId('estimate-range').boundingBox())!;
    // Only the likely range sits between the price and the return.
    expect(range.y).toBeGreaterThan(total.y + total.height - 1);
    expect(returnLine.y - (range.y + range.height)).toBeLessThan(20);
    await expect(estimator(page).getByRole('table', { name: 'Line items' })).toBeHidden();
    await expect(estimator(page).getByTestId('breakdown-total')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('bathroom-result-360.png'), fullPage: true });
  });
});
