import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, fillSignUp, tooWideBy, uniqueEmail } from './helpers';
import { linkFromMail, waitForMail } from './mail';
import { SITE } from '../target';

// Contractor sign-up that survives a reload, the profile editor, the directory, claims and leads.

const SCREENSHOTS = path.resolve(__dirname, '../../.data/test-results/screenshots');
// An 8x8 png: the logo upload (the API resizes it to 400x400).
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM45MiDFTEMLQkAps5DwQ9DwNsAAAAASUVORK5CYII=', 'base64');

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Axe at 1440, then no sideways scroll at 360, with a screenshot of each width. */
async function checkPage(page: Page, name: string): Promise<void> {
  await expectAxeClean(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `contractors-1440-${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(300);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(wide ? await tooWideBy(page) : '').toBe('');
  await page.screenshot({ path: path.join(SCREENSHOTS, `contractors-360-${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('contractors', { tag: ['@mfe_account'] }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a contractor signs up through a reload, claims a permit company and fills the profile; a homeowner finds them and writes', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('pro');
    const company = `Deckhand ${Date.now() % 100000} Builders`;

    // Sign-up: the account exists from the first step, so a reload on "Your company" keeps it.
    await fillSignUp(page, 'contractor', 'Dana', email);
    await expect(page).toHaveURL(/\/signup\/new-contractor$/);
    const form = page.getByRole('form', { name: 'Your company' });
    await form.getByLabel('Company name').fill(company);
    await page.reload();
    const again = page.getByRole('form', { name: 'Your company' });
    await expect(again.getByLabel('Company name')).toHaveValue(company);
    await again.getByLabel('Street address').fill('12 Oak Street');
    await again.getByLabel('City').fill('Austin');
    await again.getByLabel('State').fill('TX');
    await again.getByLabel('Zip code').fill('78701');
    await again.getByRole('button', { name: 'Create contractor account' }).click();
    await expect(page).toHaveURL(/\/signup\/new-contractor\/welcome$/);

    // Claim a company that appears on permits near 78701 (its link goes to the company's email on record).
    const near = (await (await page.request.get('/api/v1/professional/professionals-near-by?zipCode=78701')).json()).message.results as {
      kukunUrl: string;
      companyName: string;
      claimed: boolean;
      recentPermits: { count: number };
    }[];
    const permitCompany = near.find((r) => !r.claimed && r.recentPermits.count > 0)!;
    expect(permitCompany).toBeTruthy();
    await page.goto(`/contractor/profile/${permitCompany.kukunUrl}`);
    await area(page, 'mfe-account').getByRole('link', { name: 'Claim this profile' }).click();
    const claim = page.getByRole('form', { name: 'Claim this profile' });
    await claim.getByLabel('Company email').fill(email);
    await claim.getByLabel('Street address').fill('12 Oak Street');
    await claim.getByLabel('City').fill('Austin');
    await claim.getByLabel('State').fill('TX');
    await claim.getByLabel('Zip code').fill('78701');
    await claim.getByRole('button', { name: 'Claim this profile' }).click();
    await expect(page.getByRole('status')).toContainText("company's address on record");
    await page.goto(await linkFromMail(`office@${permitCompany.kukunUrl}.example.com`, '/contractor/claim-profile/confirm'));
    await expect(page.getByRole('heading', { name: 'Claim confirmed' })).toBeVisible();

    // The profile: logo, business type, service area.
    await page.goto('/contractor/edit-profile');
    const editor = area(page, 'mfe-account');
    await editor.getByLabel(/Upload a logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(editor.getByRole('status')).toHaveText('Your logo is saved.');
    await editor.getByLabel('Decks and outdoor').check();
    await editor.getByLabel('Description').fill('Decks, porches and pergolas built to last.');
    await editor.getByLabel('Radius around the office (miles)').fill('10');
    await editor.getByLabel('ZIP codes you serve (comma-separated)').fill('78702, 78703');
    await editor.getByRole('button', { name: 'Save profile' }).click();
    await expect(editor.getByRole('status')).toHaveText('Your profile is saved.');
    await checkPage(page, 'edit-profile');

    // A homeowner (signed out) searches the directory by ZIP and type and opens the profile.
    // Axe needs a page of its own context.
    const visitorContext = await browser.newContext({ baseURL: SITE, viewport: { width: 1440, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/best-contractors-near-me');
    const directory = area(visitor, 'mfe-account');
    await directory.getByLabel('ZIP code or city').fill('78701');
    await directory.getByLabel('Business type').selectOption({ label: 'Decks and outdoor' });
    await directory.getByRole('button', { name: 'Search' }).click();
    await expect(visitor).toHaveURL(/\/best-contractors-near-me\?zip=78701&type=decks$/);
    const result = directory.getByRole('link', { name: company });
    await expect(result).toBeVisible();
    await expect(directory.getByRole('link', { name: /Decks and outdoor \(\d+\)/ })).toBeVisible();
    await checkPage(visitor, 'directory');
    await result.click();
    const profile = area(visitor, 'mfe-account');
    await expect(profile.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(profile.getByRole('img', { name: `${company} logo` })).toBeVisible();
    await expect(profile.getByText(/within 10 miles of Austin, TX 78701/)).toBeVisible();
    await expect(profile.getByRole('list', { name: 'Recent permits' }).getByRole('listitem').first()).toBeVisible();
    await expect(profile.getByText(/\d+ permits on record/)).toBeVisible();
    await expect(profile.getByText(email)).toHaveCount(0);
    await checkPage(visitor, 'profile');

    const contact = profile.getByRole('form', { name: `Contact ${company}` });
    await contact.getByLabel('Your name').fill('Hana Home');
    await contact.getByLabel('Your email').fill(uniqueEmail('homeowner'));
    await contact.getByLabel("Your home's ZIP code").fill('78702');
    await contact.getByLabel('Message').fill('Could you build a 12 by 16 deck this spring?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(profile.getByRole('status')).toContainText('Your message has been sent.');
    // The contractor's mailbox also holds the sign-up verification email.
    const lead = (await waitForMail(email, 2)).find((m) => m.subject.startsWith('New message from Hana Home'));
    expect(lead?.text).toContain('Could you build a 12 by 16 deck this spring?');

    // The contractor sees the lead on the Leads page.
    await page.goto('/contractor/leads');
    await expect(area(page, 'mfe-account').getByRole('heading', { name: 'Hana Home, ZIP 78702' })).toBeVisible();

    // A second contractor cannot claim the same company.
    const rivalContext = await browser.newContext({ baseURL: SITE, viewport: { width: 1440, height: 900 } });
    const rival = await rivalContext.newPage();
    await fillSignUp(rival, 'contractor', 'Rex', uniqueEmail('rival'));
    await expect(rival).toHaveURL(/\/signup\/new-contractor$/);
    await rival.goto(`/contractor/claim-profile/${permitCompany.kukunUrl}`);
    await expect(rival.getByText('This company profile has already been claimed.', { exact: false })).toBeVisible();
    await rivalContext.close();
    await visitorContext.close();
  });

  test('an unknown contractor profile is the not-found page', async ({ page }) => {
    await page.goto('/contractor/profile/nobody-here-0');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
