import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, signUpThroughUi, signUpVerified, tooWideBy, turnOnTwoStep, uniqueEmail } from './helpers';
import { codeFromLetter } from './letters';
import { linkFromMail, mailTo } from './mail';

// An owner proves ownership without knowing anything from our records (the parcel number of a
// sample-data home exists only in our generator): by a code mailed to the home, read here from the
// local letter outbox, or by a tax bill an admin approves. Either way the owner then corrects a fact
// on /update-your-home and the report shows it. The admin is one ADMIN_EMAILS names (playwright.config.ts).

const ADMIN_EMAIL = 'documents-admin@homeworth.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Axe-clean, no sideways scrolling, and a full-page screenshot kept with the test's results. */
async function checkAndShoot(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(wide ? await tooWideBy(page) : '').toBe('');
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** At both widths: the check and the screenshot, then back to the width the test runs at. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()!;
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 780 });
    await checkAndShoot(page, `${name}-${width}`);
  }
  await page.setViewportSize(original);
}

/** A new homeowner adds the home at `address` and opens verify-the-owner for it; returns its report's path. */
async function startClaim(page: Page, who: string, address: string): Promise<string> {
  await signUpThroughUi(page, who, uniqueEmail(who.toLowerCase()));
  const app = area(page, 'mfe-property-report');
  await app.getByRole('combobox', { name: 'Address of the home to add' }).fill(address);
  await app.getByRole('button', { name: 'Add home' }).click();
  await expect(app.getByRole('heading', { level: 1, name: address.split(',')[0] })).toBeVisible();
  await app.getByRole('link', { name: 'I own this home' }).click();
  await app.getByRole('button', { name: 'Yes, I own it' }).click();
  await expect(page).toHaveURL(/\/verify-the-owner\?propertyId=\d+$/);
  // Sample data: the page does not ask for the parcel number.
  await expect(app.getByRole('heading', { name: 'Get a code by post' })).toBeVisible();
  await expect(app.getByLabel('Last 4 digits of the parcel number (APN)')).toHaveCount(0);
  return `/properties/${new URL(page.url()).searchParams.get('propertyId')}`;
}

/** On /update-your-home the verified owner adds a bedroom; returns the new count. */
async function addBedroom(page: Page): Promise<number> {
  const app = area(page, 'mfe-property-report');
  const form = app.getByRole('form', { name: 'Your home’s facts' });
  const bedrooms = form.getByLabel('Bedrooms', { exact: true });
  const corrected = Number(await bedrooms.inputValue()) + 1;
  await bedrooms.fill(String(corrected));
  await form.getByRole('button', { name: 'Save my corrections' }).click();
  await expect(app.getByTestId('facts-outcome')).toBeVisible();
  return corrected;
}

/** The report shows the corrected bedrooms, marked as the owner's. */
async function expectReportShows(page: Page, reportPath: string, bedrooms: number): Promise<void> {
  await page.goto(reportPath);
  const app = area(page, 'mfe-property-report');
  await expect(app.locator('dd', { has: page.getByTestId('owner-reported-bedrooms') }).first()).toHaveText(new RegExp(`^${bedrooms}\\s*Owner-reported`));
}

test('a code mailed to the home verifies its owner, who corrects a fact the report then shows', { tag: ['@mfe_property_report', '@local'] }, async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const reportPath = await startClaim(page, 'Posta', '27 Larkspur Lane, Denver, CO 80202');
  const app = area(page, 'mfe-property-report');

  const mail = app.getByRole('form', { name: 'Mail me a code' });
  await expect(mail).toContainText('27 Larkspur Lane, Denver, CO 80202');
  await atBothWidths(page, 'postal-request');
  await mail.getByRole('checkbox').check();
  await mail.getByRole('button', { name: 'Mail me a code' }).click();
  const enter = app.getByRole('form', { name: 'Enter the code from your letter' });
  await expect(enter.getByRole('status')).toContainText('Your letter is on its way. The code in it works for 30 days.');

  const code = await codeFromLetter('27 Larkspur Lane');
  // A wrong code is refused with what is left; the letter's code verifies.
  await enter.getByLabel('Code from your letter').fill(code.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA');
  await enter.getByRole('button', { name: 'Verify with the code' }).click();
  await expect(enter.getByRole('alert')).toHaveText('This code does not match the one in your letter. Check it and try again.');
  await expect(enter).toContainText('4 tries left with this letter.');
  await atBothWidths(page, 'postal-enter-code');
  await enter.getByLabel('Code from your letter').fill(code);
  await enter.getByRole('button', { name: 'Verify with the code' }).click();

  await expect(page).toHaveURL(new RegExp(`${reportPath}$`));
  await expect(app.getByTestId('claimed-badge')).toBeVisible();
  await app.getByRole('link', { name: 'Correct its facts' }).click();
  await expect(page).toHaveURL(/\/update-your-home\?id=\d+$/);
  const bedrooms = await addBedroom(page);
  // The help on this page no longer sends the owner back to the same page.
  await expect(app.locator('#valuation-facts').getByRole('link', { name: 'Update your home' })).toHaveCount(0);
  await atBothWidths(page, 'postal-update-your-home');
  await expectReportShows(page, reportPath, bedrooms);
  await atBothWidths(page, 'postal-report');
});

test(
  'a tax bill an admin approves verifies its owner (on a phone), who corrects a fact the report then shows',
  { tag: ['@mfe_property_report', '@local'] },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 780 });
    const reportPath = await startClaim(page, 'Deeda', '31 Larkspur Lane, Denver, CO 80202');
    const ownerEmail = await page.evaluate(() =>
      fetch('/api/v1/security/me')
        .then((r) => r.json())
        .then((b) => b.message.user.userEmail as string),
    );
    const app = area(page, 'mfe-property-report');

    const send = app.getByRole('form', { name: 'Send a deed or tax bill' });
    await send.getByLabel('Document').selectOption({ label: 'Property tax bill' });
    // The server decides by content: a text file is refused whatever its name.
    await send.getByLabel(/^File/).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await send.getByRole('button', { name: 'Send for review' }).click();
    await expect(send.getByRole('alert')).toHaveText('Upload a PDF, PNG or JPEG file.');
    await send.getByLabel(/^File/).setInputFiles({ name: 'tax-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send.getByRole('button', { name: 'Send for review' }).click();
    await expect(app.getByText('We are reviewing the document you sent for this home. You will hear from us by e-mail.')).toBeVisible();
    await atBothWidths(page, 'document-sent');

    // A homeowner who is not an admin cannot open the review page.
    await page.goto('/user/admin/claim-documents');
    await expect(page.getByText('This page is for Homeworth administrators.')).toBeVisible();

    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    await signUpVerified(admin.request, { email: ADMIN_EMAIL, firstName: 'Ada' });
    await turnOnTwoStep(admin.request);
    await admin.goto('/user/admin/claim-documents');
    await expect(admin.getByRole('heading', { name: 'Ownership documents', level: 1 })).toBeVisible();
    const card = admin.getByRole('article', { name: 'Property tax bill for 31 Larkspur Lane, Denver, CO 80202' });
    await expect(card).toContainText(ownerEmail);
    await atBothWidths(admin, 'document-admin-review');
    await card.getByRole('button', { name: 'Approve ownership' }).click();
    await expect(admin.getByRole('status')).toContainText('now owns 31 Larkspur Lane, Denver, CO 80202');
    await adminContext.close();

    // The owner is told by e-mail, and its link opens the page where they correct the facts.
    await expect.poll(async () => (await mailTo(ownerEmail)).map((m) => m.subject)).toContain('You are the verified owner of 31 Larkspur Lane, Denver, CO 80202');
    await page.goto(await linkFromMail(ownerEmail, '/update-your-home'));
    const bedrooms = await addBedroom(page);
    await expectReportShows(page, reportPath, bedrooms);
    await atBothWidths(page, 'document-report');
  },
);
