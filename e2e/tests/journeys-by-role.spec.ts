import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { area, fillSignUp, giveEstimatorAnswers, KITCHEN_ESTIMATE, openPage, signUpContractor, tooWideBy, uniqueEmail, signUpThroughApi } from './helpers';

// A homeowner, an agent and a contractor walk their main pages at 1440
// and 360 px. Each page shows the one navigation with the account menu, fits the screen, has its own
// title and logs no console error; a full-page screenshot of each is kept. The walk ends with Log Out.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const;

/** One role's walk at one width: what each page showed that it should not have. */
class Walk {
  readonly problems: string[] = [];
  private readonly titles = new Map<string, string>(); // title -> page name

  constructor(
    private readonly page: Page,
    private readonly role: string,
    private readonly width: number,
  ) {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`${page.url()}: console error ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`${page.url()}: ${error.message}`));
  }

  /** Opens `url` (or checks the page already open when `url` is null) and records what is wrong with it. */
  async visit(name: string, url: string | null): Promise<void> {
    const { page } = this;
    if (url !== null && !(await openPage(page, url))) this.problems.push(`${name}: no heading`);
    if (url === null) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const navs = await page.getByRole('navigation', { name: 'Main' }).count();
    if (navs !== 1) this.problems.push(`${name}: ${navs} navigation bar(s), expected the one navigation`);
    if (!(await page.getByRole('button', { name: /^Hi, / }).isVisible())) this.problems.push(`${name}: no visible account menu`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const innerWidth = await page.evaluate(() => window.innerWidth);
    if (scrollWidth > innerWidth) this.problems.push(`${name}: ${scrollWidth}px wide (${await tooWideBy(page)})`);
    const title = await page.title();
    if (!/^.+ \| Homeworth$/.test(title)) this.problems.push(`${name}: title "${title}"`);
    const sameTitle = this.titles.get(title);
    if (sameTitle) this.problems.push(`${name}: same title as ${sameTitle} ("${title}")`);
    this.titles.set(title, name);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${this.role}-${this.width}-${name}.png`), fullPage: true });
  }

  /** Logs out from the account menu of the bar on the page and checks the session is gone. */
  async logOut(): Promise<void> {
    const { page } = this;
    await page.getByRole('button', { name: /^Hi, / }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: /^Hi, / })).toHaveCount(0);
    expect((await page.request.get('/api/v1/security/me')).status()).toBe(401);
  }
}

for (const viewport of WIDTHS) {
  test.describe(`journeys at ${viewport.width} px`, { tag: ['@mfe_account', '@mfe_agent', '@mfe_estimator', '@mfe_property_report'] }, () => {
    test.use({ viewport });
    test.setTimeout(180_000);

    test('a homeowner walks the dashboard with a home, its report, an estimate, the history, homes & preferences and the profile', async ({ page }) => {
      // At 360 px the walk timed out before the dashboard with its new home showed (not yet diagnosed).
      const walk = new Walk(page, 'homeowner', viewport.width);
      await signUpThroughApi(page.request, { firstName: 'Dana' });
      await page.goto('/dashboard');
      const report = area(page, 'mfe-property-report');
      const street = `${100 + Math.floor(Math.random() * 9000)} Larkspur Way`;
      await report.getByRole('combobox', { name: 'Address of the home to add' }).fill(`${street}, Austin, TX 78701`);
      await report.getByRole('button', { name: 'Add home' }).click();
      await expect(report.getByRole('heading', { level: 1, name: street })).toBeVisible();
      await walk.visit('dashboard', null);

      const kukunId = (await page.context().cookies()).find((cookie) => cookie.name === 'kukun_id')?.value;
      expect(kukunId).toMatch(/^\d+$/);
      await walk.visit('report', `/properties/${kukunId}`);
      await giveEstimatorAnswers(page, KITCHEN_ESTIMATE.slug, KITCHEN_ESTIMATE.answers);
      await walk.visit('estimator-result', `/${KITCHEN_ESTIMATE.slug}/estimator-result`);
      await expect(area(page, 'mfe-estimator').getByTestId('estimate-total')).toBeVisible();
      await walk.visit('estimate-history', '/estimate-history');
      await walk.visit('home-preferences', '/user/home-preferences');
      await expect(area(page, 'mfe-account').getByText(street).first()).toBeVisible();
      await walk.visit('profile', '/user/edit-profile');
      await walk.visit('maintenance', '/my-maintenance/app');
      await walk.logOut();
      expect(walk.problems).toEqual([]);
    });

    test('an agent walks the payment wall, the agent dashboard, contacts and the profile', async ({ page }) => {
      const walk = new Walk(page, 'agent', viewport.width);
      await fillSignUp(page, 'agent', 'Ava', uniqueEmail('journey-agent'));
      await expect(page).toHaveURL(/\/agent\/payment-wall$/);
      await walk.visit('payment-wall', null);
      await area(page, 'mfe-agent').getByRole('link', { name: 'Maybe later' }).click();
      await expect(page).toHaveURL(/\/agent\/dashboard$/);
      await expect(area(page, 'mfe-agent').getByRole('heading', { name: 'Clients' })).toBeVisible();
      await walk.visit('agent-dashboard', null);
      await walk.visit('contacts', '/agent/list-manager');
      await walk.visit('profile', '/agent/edit-profile');
      await walk.logOut();
      expect(walk.problems).toEqual([]);
    });

    test('a contractor walks the profile edit page and their public profile', async ({ page }) => {
      const walk = new Walk(page, 'contractor', viewport.width);
      await signUpContractor(page, 'Cole', 'Cole Renovations');
      await walk.visit('profile-edit', '/user/edit-profile');
      await page.getByRole('button', { name: /^Hi, / }).click();
      await page.getByRole('link', { name: 'Professional profile' }).click();
      await expect(page).toHaveURL(/\/contractor\/profile\/cole-renovations-\d+$/);
      await expect(area(page, 'mfe-account').getByRole('heading', { name: 'Cole Renovations', level: 1 })).toBeVisible();
      await walk.visit('public-profile', null);
      await walk.logOut();
      expect(walk.problems).toEqual([]);
    });
  });
}
