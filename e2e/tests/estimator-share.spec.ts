import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, uniqueEmail, KITCHEN_ESTIMATE, giveEstimatorAnswers, signUpVerified } from './helpers';
import { waitForMail } from './mail';

// Sharing a saved estimate and its PDF:
// save -> PDF -> share by email -> the emailed link opens read-only for a signed-out visitor -> revoke.

const { slug: SLUG, answers: ANSWERS } = KITCHEN_ESTIMATE;

const estimator = (page: Page) => area(page, 'mfe-estimator');

/** Text drawn by pdfkit's standard fonts: hex strings inside the uncompressed content streams. */
function pdfText(body: Buffer): string {
  const hexRuns = body.toString('latin1').match(/<([0-9a-fA-F]+)>/g) ?? [];
  return hexRuns
    .map((run) => Buffer.from(run.slice(1, -1), 'hex').toString('latin1'))
    .join('')
    .replace(/\s+/g, ' ');
}

async function expectAxeClean(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signUpAndSaveKitchen(page: Page, firstName: string): Promise<string> {
  // Verified: share mail names only a verified account (an unverified one is "A Homeworth user").
  await signUpVerified(page.request, { email: uniqueEmail('share'), firstName });
  await page.goto('/home-renovation-costs');
  await expect(page.getByTestId('nav-display-name')).toHaveText(`Hi, ${firstName}`);
  await giveEstimatorAnswers(page, SLUG, ANSWERS);
  await page.goto(`/${SLUG}/estimator-result`);
  const total = (await estimator(page).getByTestId('estimate-total').textContent())!;
  await estimator(page).getByRole('button', { name: 'Save this estimate' }).click();
  await expect(estimator(page).getByRole('status').filter({ hasText: 'Saved to' })).toBeVisible();
  return total;
}

/** The newest message delivered to `email` (read from the local mail catcher). */
async function newestMail(email: string) {
  const [newest] = await waitForMail(email);
  return newest;
}

test.describe('estimator sharing', { tag: ['@mfe_estimator'] }, () => {
  test('save, PDF, share by email, open the link signed out, revoke it', async ({ page, browser }) => {
    const total = await signUpAndSaveKitchen(page, 'Robin');

    // The PDF report: unlocked free with VIPREPORT, and its text holds the project and the total.
    await estimator(page).getByRole('button', { name: 'Download PDF report' }).click();
    const paywall = estimator(page).getByRole('dialog', { name: 'Download your PDF report' });
    const [download] = await Promise.all([page.waitForEvent('download'), paywall.getByRole('button', { name: 'Get it free with code VIPREPORT' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^estimator report Robin Tester .+\.pdf$/);
    const text = pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
    for (const expected of ['Homeworth estimator report', 'Kitchen', total, 'Likely range', 'Return on investment']) expect(text).toContain(expected);

    // Share: one filled row, one empty row (dropped), relationship Contractor.
    await estimator(page).getByRole('button', { name: 'Share Kitchen estimate' }).click();
    const dialog = estimator(page).getByRole('dialog', { name: 'Share your kitchen estimate' });
    await expect(dialog).toBeVisible();
    const friend = uniqueEmail('builder');
    await dialog.getByLabel('Email 1', { exact: true }).fill(friend);
    await dialog.getByLabel('Relationship').selectOption({ label: 'Contractor' });
    await dialog.getByRole('button', { name: 'Add another person' }).click();
    await expect(dialog.getByLabel('Email 2', { exact: true })).toBeFocused();
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Sent to 1 person with the PDF report attached.', { exact: false })).toBeVisible();

    const mail = await newestMail(friend);
    expect(mail!.subject).toBe('Robin Tester shared a Kitchen estimate with you');
    expect(mail!.text).toContain(`Estimated cost: ${total}`);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^estimator report Robin Tester .+\.pdf$/)]);
    const link = mail!.text.match(/https?:\/\/\S+\/result-page\?share=\S+/)?.[0];
    expect(link).toBeTruthy();
    const sharedPath = new URL(link!).pathname + new URL(link!).search;

    // A signed-out visitor in a fresh browser opens the link: read-only, same total.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(sharedPath);
    await expect(estimator(visitor).getByRole('heading', { level: 1, name: 'Shared estimate from Robin Tester' })).toBeVisible();
    await expect(estimator(visitor).getByTestId('estimate-total')).toHaveText(total);
    await expect(estimator(visitor).getByRole('button', { name: 'Save this estimate' })).toHaveCount(0);
    await expect(estimator(visitor).getByText('This is a read-only copy', { exact: false })).toBeVisible();
    await expectAxeClean(visitor);

    // The owner sees the same link in the modal, then revokes it.
    await dialog.getByRole('button', { name: 'Get a share link' }).click();
    await expect(dialog.getByLabel('Share link')).toHaveValue(link!);
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expect(dialog.getByText('The link is revoked', { exact: false })).toBeVisible();

    await visitor.reload();
    await expect(estimator(visitor).getByRole('heading', { level: 1, name: 'Shared estimate not found' })).toBeVisible();
    await visitorContext.close();
  });

  test('a history row shares with the keyboard alone, and "Email me the PDF" sends to your own email', async ({ page }) => {
    await signUpAndSaveKitchen(page, 'Kai');
    await page.goto('/estimate-history');
    const share = estimator(page).getByRole('button', { name: 'Share Kitchen estimate' });
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = estimator(page).getByRole('dialog', { name: 'Share your kitchen estimate' });
    // The dialog takes focus (its Close button first); the email field is next.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Email 1', { exact: true })).toBeFocused();
    const friend = uniqueEmail('relative');
    await page.keyboard.type(friend);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Relationship')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('Relationship')).toHaveValue('2');
    await dialog.getByLabel('Email 1', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Sent to 1 person.', { exact: false })).toBeVisible();
    expect((await newestMail(friend))!.subject).toBe('Kai Tester shared a Kitchen estimate with you');

    // The PDF is not unlocked for this plan: the email carries the link only, and says so.
    await dialog.getByRole('button', { name: 'Email me the PDF' }).click();
    await expect(dialog.getByText('Unlock the PDF report to get it attached.', { exact: false })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(share).toBeFocused();
  });

  test('an unknown share token shows that the estimate was not found', async ({ page }) => {
    await page.goto('/result-page?share=nothing.here');
    await expect(estimator(page).getByRole('heading', { level: 1, name: 'Shared estimate not found' })).toBeVisible();
    await expectAxeClean(page);
  });
});
