import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './helpers';

// A guest's first visit to `/`, the signed-in user's dashboard there, one navigation on every page,
// Escape closing the phone menu and the city market pages reachable from the site, at 1440 and 360 px.

const LANDING_HEADING = 'Buy and renovate to maximise your home equity';
const WIDTHS = [1440, 360] as const;

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The navigation as this user sees it: the desktop tabs, or the phone menu's accordions, and the account end. */
async function navigationOf(page: Page, width: number): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const account = (await page.getByRole('button', { name: /^Hi, / }).textContent()) ?? '';
  if (width > 1024) return [...(await nav.getByRole('button').allTextContents()), ...(await nav.getByRole('link').allTextContents()), account];
  await nav.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  const items = [...(await menu.getByRole('button').allTextContents()), ...(await menu.getByRole('link').allTextContents())];
  await nav.getByRole('button', { name: 'Close menu' }).click();
  return [...items, account];
}

for (const width of WIDTHS) {
  test.describe(`landing page and navigation at ${width} px`, { tag: ['@shell', '@mfe_property_report', '@mfe_account'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest on / reads what Homeworth does, finds the projects, a sample report and the measured figures, and searches an address', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
      for (const audience of ['Homeowners', 'Agents and brokers', 'Contractors', 'Enterprise and industry'])
        await expect(page.getByRole('heading', { level: 3, name: audience })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('href', '/Kitchen-Renovation-Cost');
      const sample = page.getByRole('region', { name: 'See a home report before you sign up' });
      await expect(sample.getByText('Sample data', { exact: true })).toBeVisible();
      await expect(page.getByText('5.6%', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${LANDING_HEADING} | Homeworth`);
      await expectNoSideScroll(page);
      await shot(page, `landing-guest-${width}`);
      await expectAxeClean(page);

      await page.getByLabel('Address of any US home').fill('120 Oak Street, Austin, TX 78701');
      await page.getByRole('button', { name: 'See home report' }).click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: /120 Oak/ })).toBeVisible();
    });

    test('a signed-in user on / gets the dashboard, and the same navigation on three pages', async ({ page }) => {
      await signUpThroughApi(page.request, { firstName: 'Robin' });
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Hi, Robin/ })).toBeVisible();
      await shot(page, `dashboard-signed-in-${width}`);
      const onDashboard = await navigationOf(page, width);
      expect(onDashboard).toEqual(expect.arrayContaining(['Products', 'Services', 'Pricing', 'Contact Sales']));
      expect(onDashboard).toEqual(expect.arrayContaining(width > 1024 ? ['Solutions'] : ['Enterprise', 'Industry']));
      for (const path of ['/my-maintenance/app', '/Kitchen-Renovation-Cost']) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        expect(await navigationOf(page, width)).toEqual(onDashboard);
        await expectNoSideScroll(page);
        await shot(page, `navigation-signed-in-${path.replace(/\W+/g, '-').slice(1)}-${width}`);
      }
    });

    test('the city market pages are reachable from the footer, the home report and the contractor directory', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('navigation', { name: 'City markets' }).getByRole('link', { name: 'Ames, IA' }).click();
      await expect(page).toHaveURL(/\/geo\/ames-ia$/);
      await expect(page.locator('main h1').first()).toContainText('Ames');

      await page.goto('/sample-dashboard');
      const reportCity = page.getByRole('link', { name: /^The .+ market$/ }).first();
      await expect(reportCity).toHaveAttribute('href', /^\/geo\/[a-z0-9-]+$/);
      await reportCity.click();
      await expect(page).toHaveURL(/\/geo\/[a-z0-9-]+$/);
      await expect(page.locator('main h1').first()).toBeVisible();

      await page.goto('/best-contractors-near-me?zip=78701');
      await page.getByRole('link', { name: 'the Austin market' }).click();
      await expect(page).toHaveURL(/\/geo\/austin-tx$/);
      await expect(page.locator('main h1').first()).toContainText('Austin');
      await shot(page, `city-market-${width}`);
    });
  });
}

test.describe('phone menu and keyboard', { tag: ['@shell'] }, () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('Escape closes the phone menu and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Products' }).focus();
    await shot(page, 'phone-menu-open-360');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
