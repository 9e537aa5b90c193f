import { expect, test, type Page } from '@playwright/test';
import { APPS } from '../../tools/src/apps';
import { area } from './helpers';

// Every internal link of the navigation and the footer and the app that owns it.
const SHELL = 'shell';
const NAV_LINKS: Record<string, string> = {
  '/best-contractors-near-me': 'mfe-account',
  '/home-condition-score': SHELL,
  '/building-permit-data': SHELL,
  '/renovation-data': SHELL,
  '/automated-valuation-model': SHELL,
  '/predictive-analytics': SHELL,
  '/digital-web-tools': SHELL,
  '/partner-us': SHELL,
  '/lender-sales': SHELL,
  '/insurance-white-label': SHELL,
  '/realty-sales': SHELL,
  '/join-as-contractor': SHELL,
  '/ihomemanager': 'mfe-property-report',
  '/Home-Renovation-Costs': 'mfe-estimator',
  '/home-report': SHELL,
  '/getting-house-ready-to-sell': 'mfe-estimator',
  '/comparable-home-values': 'mfe-property-report',
  '/my-maintenance': 'mfe-maintenance',
  '/my-neighborhood': 'mfe-property-report',
  '/home-improvement-loans/loan-calculator': SHELL,
  '/pricing-options': SHELL,
  '/home-report#pricing': SHELL,
  '/agent/payment-wall': 'mfe-agent',
  '/contact-us': SHELL,
};

const FOOTER_LINKS: Record<string, string> = {
  '/properties': 'mfe-property-report',
  '/home-improvement-loans/loan-calculator': SHELL,
  '/write-for-us': SHELL,
  '/partner-us': SHELL,
  '/in-the-press': SHELL,
  '/faq': SHELL,
  '/contact-us': SHELL,
  '/about-us': SHELL,
  '/privacy-policy': SHELL,
  '/terms-service': SHELL,
  // City market pages.
  ...Object.fromEntries(['ames-ia', 'austin-tx', 'denver-co', 'phoenix-az', 'seattle-wa', 'atlanta-ga'].map((city) => [`/geo/${city}`, 'mfe-property-report'])),
  ...Object.fromEntries(
    [
      'Kitchen-Renovation-Cost',
      'Bathroom-Renovation-Cost',
      'Sunroom-Addition-Cost',
      'Window-Replacement',
      'Installing-Deck',
      'Home-Office-Remodel',
      'Bedroom-Remodel-Cost',
      'Air-Conditioning-Installation',
      'Garage-Remodel-Cost',
      'In-Law-Suite-Additions',
      'Flooring-Replacement',
      'Remove-Popcorn-Ceiling',
      'Install-Recessed-Lighting',
      'Electrical-Panel-Upgrade',
      'Cabinets',
      'Hot-Water-Heater-Replacement',
    ].map((slug) => [`/${slug}`, 'mfe-estimator']),
  ),
};

const BLOG_GUIDES = ['kitchen', 'bathroom', 'loans', 'home-maintenance', 'construction', 'real-estate', 'contractors', 'eco-friendly'];
const SOCIAL = ['Instagram', 'Pinterest', 'Facebook', 'LinkedIn', 'Twitter', 'YouTube'];
const NOT_FOUND = 'We couldn’t find that page';
const WIDTHS = [1440, 360] as const;

function portOf(app: string): number {
  const found = APPS.find((a) => a.app === app);
  if (!found) throw new Error(`unknown app ${app}`);
  return found.port;
}

/** Opens `href` and checks that it lands on a real page of `app`. */
async function expectRealPage(page: Page, href: string, app: string): Promise<void> {
  if (app === SHELL) {
    await page.goto(href);
    await expect(area(page, SHELL).locator('h1')).toBeVisible();
    await expect(area(page, SHELL).locator('h1')).not.toHaveText(NOT_FOUND);
    return;
  }
  // A remote is fetched only when the route table gives it the page: its manifest request proves the owner.
  const manifest = page.waitForRequest((r) => r.url().startsWith(`http://localhost:${portOf(app)}/`));
  await page.goto(href);
  await manifest;
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  await expect(area(page, SHELL)).toBeEmpty();
}

/** Every href in a part of the page. */
async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} a[href]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

for (const width of WIDTHS) {
  test.describe(`navigation and footer at ${width} px`, { tag: ['@shell'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the navigation and the footer hold every link of the spec', async ({ page }) => {
      await page.goto('/about-us');
      await expect(area(page, SHELL).locator('h1')).toHaveText('About Homeworth');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (width > 1024) {
        for (const tab of ['Products', 'Solutions', 'Services', 'Pricing']) {
          await nav.getByRole('button', { name: tab }).hover();
          await expect(nav.getByRole('button', { name: tab })).toHaveAttribute('aria-expanded', 'true');
        }
        await nav.getByRole('button', { name: 'Pricing' }).hover();
      } else {
        await nav.getByRole('button', { name: 'Open menu' }).click();
        for (const section of ['Products', 'Enterprise', 'Industry', 'Services', 'Pricing']) await nav.getByRole('button', { name: section }).click();
      }
      // The narrow menu also lists Sign in and Create account; they are checked with the account entries.
      const navHrefs = new Set((await hrefsIn(page, 'nav[aria-label="Main"]')).filter((h) => !/^\/(login|signup)/.test(h)));
      expect([...navHrefs].sort()).toEqual(Object.keys(NAV_LINKS).sort());
      if (width <= 1024) await nav.getByRole('button', { name: 'Close menu' }).click();

      const footer = page.getByRole('contentinfo');
      if (width < 600) {
        // Phones: Explore and Remodel cost estimator are accordions, each opening on its own.
        await footer.getByRole('button', { name: 'Remodel cost estimator' }).click();
        await footer.getByRole('button', { name: 'Explore' }).click();
        await expect(footer.getByRole('button', { name: 'Remodel cost estimator' })).toHaveAttribute('aria-expanded', 'true');
      } else {
        // Wider screens: Explore starts open; choosing Remodel cost estimator shows its list and closes Explore.
        const explore = footer.getByRole('button', { name: 'Explore' });
        const remodel = footer.getByRole('button', { name: 'Remodel cost estimator' });
        await expect(explore).toHaveAttribute('aria-expanded', 'true');
        await remodel.click();
        await expect(remodel).toHaveAttribute('aria-expanded', 'true');
        await expect(explore).toHaveAttribute('aria-expanded', 'false');
        await expect(footer.getByRole('heading', { level: 2, name: 'Remodel cost estimator' })).toBeVisible();
      }
      const footerHrefs = await hrefsIn(page, 'footer');
      const internal = footerHrefs.filter((h) => h.startsWith('/'));
      expect([...new Set(internal)].sort()).toEqual(Object.keys(FOOTER_LINKS).sort());

      for (const topic of BLOG_GUIDES) expect(footerHrefs).toContain(`https://blog.homeworth.com/blog/guides/${topic}`);
      expect(footerHrefs).toContain('https://blog.homeworth.com/blog/feed/');
      for (const name of SOCIAL) {
        const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Homeworth`);
    });

    for (const [href, app] of Object.entries({ ...NAV_LINKS, ...FOOTER_LINKS })) {
      test(`${href} lands on a real page of ${app}`, async ({ page }) => {
        await expectRealPage(page, href, app);
      });
    }
  });
}

test.describe('navigation behaviour', { tag: ['@shell'] }, () => {
  test('desktop panels open on keyboard focus and close on Escape; clicking a link navigates without reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/faq');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('link', { name: 'Homeworth home' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await nav.getByRole('link', { name: 'Insurers' }).click();
    await expect(area(page, SHELL).locator('h1')).toHaveText('Condition data and a home report for every policyholder');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('Contact Sales sets the contact_sales cookie and opens the contact form on the sales topic', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home-report');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect((await context.cookies()).find((c) => c.name === 'contact_sales')?.value).toBe('true');
    await expect(page.getByLabel('Topic')).toHaveValue('Sales and data products');
  });

  test('the contact form checks the email, stores the message and confirms', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Morgan Lee');
    await form.getByLabel('Email').fill('morgan@lender');
    await form.getByLabel('Message').fill('Please send a sample of permit data for Travis County.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Invalid email! Try again with a correct format.')).toBeVisible();
    await form.getByLabel('Email').fill('morgan@lender.example');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/utils/contact-us'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByRole('status')).toContainText('morgan@lender.example');
  });

  test('an unknown path shows the 404 page with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(area(page, SHELL).getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await area(page, SHELL).getByRole('link', { name: 'Home report' }).click();
    await expect(area(page, SHELL).locator('h1')).toHaveText('The home report');
  });

  test('the dashboard and the sample dashboard keep the site navigation', async ({ page }) => {
    for (const path of ['/dashboard', '/sample-dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    }
  });
});
