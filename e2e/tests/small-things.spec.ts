import { expect, test, type Page } from '@playwright/test';
import { area, giveEstimatorAnswers, KITCHEN_ESTIMATE, tooWideBy } from './helpers';

// The smaller things users saw, walked at a desktop and a phone width: the site icon, a year built
// from the future refused in words with the focus on the field, a refused sign-up form focusing the
// field to fix next to its error, and the report's section tabs sitting flush under the header on a phone.

async function expectFits(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > page.viewportSize()!.width) throw new Error(`${name} is ${width}px wide: ${await tooWideBy(page)}`);
}

/** The element focus is on: its aria-invalid and the text of the error it is described by. */
function focusedField(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const described = (el?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
      .filter(Boolean)
      .join(' ');
    return { tag: el?.tagName ?? '', invalid: el?.getAttribute('aria-invalid') ?? null, described };
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test.describe(`small things at ${viewport.width} px`, { tag: ['@mfe_estimator', '@mfe_account', '@mfe_property_report'] }, () => {
    test.use({ viewport });

    test('the site icon answers', async ({ request }) => {
      const icon = await request.get('/favicon.ico');
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\//);
    });

    test('a year built after this year is refused in words, next to the field, with the focus on it', async ({ page }) => {
      const { slug, answers } = KITCHEN_ESTIMATE;
      await page.goto(`/${slug}`);
      await giveEstimatorAnswers(page, slug, answers);
      await page.goto(`/${slug}/home-age`);
      const estimator = area(page, 'mfe-estimator');
      const year = new Date().getFullYear();
      await expect(estimator.getByText(`A year from 1700 to ${year}.`)).toBeVisible();
      await estimator.getByRole('textbox').fill(String(year + 1));
      await estimator.getByRole('button', { name: 'See my estimate' }).click();
      await expect(estimator.getByRole('alert')).toHaveText(new RegExp(`a year from 1700 to ${year}\\.$`));
      await expect(estimator.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      await expectFits(page, 'home-age step');
      await page.screenshot({ path: test.info().outputPath(`year-built-${viewport.width}.png`) });
    });

    test('a refused sign-up form puts the focus on the field to fix, with its error next to it', async ({ page }) => {
      await page.goto('/signup?user=homeowner');
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByLabel('First name').fill('Robin');
      await form.getByLabel('Last name').fill('Tester');
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Password', { exact: true }).fill('Sh0rt!');
      await form.getByLabel('Confirm password').fill('Sh0rt!');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(async () => (await focusedField(page)).invalid).toBe('true');
      const focused = await focusedField(page);
      expect(focused.tag).toBe('INPUT');
      expect(focused.described).not.toBe('');
      await expectFits(page, 'sign-up');
      await page.screenshot({ path: test.info().outputPath(`sign-up-error-${viewport.width}.png`) });
    });
  });
}

// The section tabs are sticky on phones only: walked at 360 px.
test.describe('small things on a phone', { tag: ['@mfe_property_report'] }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the report's section tabs stay flush under the header as the page scrolls on a phone", async ({ page }) => {
    await page.goto('/sample-dashboard');
    const report = area(page, 'mfe-property-report');
    const tabs = report.getByRole('navigation', { name: 'Report sections' });
    await expect(tabs).toBeVisible();
    await page.mouse.wheel(0, 1600);
    await expect
      .poll(async () => {
        const header = await page.locator('header').first().boundingBox();
        const nav = await tabs.boundingBox();
        return header && nav ? Math.round(nav.y - (header.y + header.height)) : null;
      })
      .toBe(0);
    await page.screenshot({ path: test.info().outputPath(`report-tabs-360.png`) });
  });
});
