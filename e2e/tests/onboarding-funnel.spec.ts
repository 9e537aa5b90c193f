import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { area, signUpVerified, tooWideBy, turnOnTwoStep } from './helpers';

// First-party analytics of the onboarding funnel: nothing is counted before the visitor agrees, nothing
// ever under Global Privacy Control, and the admins read the funnel on their own page.

const ADMIN_EMAIL = 'funnel-admin@homeworth.test';
const FUNNEL = '/api/v1/admin/analytics/onboarding-funnel?days=1';

interface Funnel {
  steps: { step: string; visitors: number }[];
}
async function visitorsByStep(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(FUNNEL);
  expect(response.ok(), `funnel: ${response.status()}`).toBe(true);
  const funnel = ((await response.json()) as { message: Funnel }).message;
  return Object.fromEntries(funnel.steps.map((s) => [s.step, s.visitors]));
}

/** Searches an address no other spec uses and opens its report (the trigger and entry steps). */
async function openReport(page: Page): Promise<void> {
  await page.goto('/dashboard');
  const report = area(page, 'mfe-property-report');
  await report.getByRole('combobox', { name: 'Property address' }).fill(`${1000 + Math.floor(Math.random() * 8000)} Funnel Way, Austin, TX 78701`);
  await report.getByRole('button', { name: 'See home report' }).click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(report.getByTestId('hero-value')).toBeVisible();
}

async function expectAxeCleanAndFits(page: Page, name: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${name}: ${v.id}`)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > page.viewportSize()!.width) throw new Error(`${name} is ${width}px wide: ${await tooWideBy(page)}`);
}

test.describe('onboarding analytics, consent first', { tag: ['@mfe_property_report', '@mfe_account'] }, () => {
  test('a visitor is asked before anything is counted; after Allow the funnel shows their steps to the admins', async ({ browser }) => {
    test.setTimeout(120_000);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signUpVerified(admin.request, { email: ADMIN_EMAIL, firstName: 'Fay' });
    await turnOnTwoStep(admin.request);
    const before = await visitorsByStep(admin.request);

    for (const width of [1440, 360]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/v1/utils/events')) sent.push((r.postDataJSON() as { step: string }).step);
      });
      await openReport(page);
      const prompt = page.getByRole('region', { name: 'Your privacy choice' });
      await expect(prompt).toBeVisible();
      await expectAxeCleanAndFits(page, `report with the consent prompt at ${width}`);
      await page.screenshot({ path: test.info().outputPath(`consent-prompt-${width}.png`) });
      expect(sent).toEqual([]);

      await prompt.getByRole('button', { name: 'Allow' }).focus();
      await page.keyboard.press('Enter');
      await expect(prompt).toHaveCount(0);
      await expect.poll(() => sent).toEqual(['trigger', 'entry']);
      await area(page, 'mfe-property-report').getByRole('navigation', { name: 'Report sections' }).getByRole('button').first().click();
      await expect.poll(() => sent).toEqual(['trigger', 'entry', 'browsing']);
      await context.close();
    }
    await expect.poll(async () => (await visitorsByStep(admin.request)).browsing).toBe((before.browsing ?? 0) + 2);
    const after = await visitorsByStep(admin.request);
    expect(after.trigger).toBe((before.trigger ?? 0) + 2);
    expect(after.entry).toBe((before.entry ?? 0) + 2);

    for (const width of [1440, 360]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto('/user/admin/analytics');
      const page = area(admin, 'mfe-account');
      await expect(page.getByRole('heading', { level: 1, name: 'Onboarding funnel' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Onboarding funnel\. Trigger: searched an address: \d+ visitors/ })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Onboarding funnel by step' })).toBeVisible();
      await expectAxeCleanAndFits(admin, `funnel at ${width}`);
      await admin.screenshot({ path: test.info().outputPath(`funnel-${width}.png`), fullPage: true });
    }
    await adminContext.close();
  });

  test('a browser that sends Global Privacy Control is never asked and never counted', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/utils/events')) sent.push(r.url());
    });
    await openReport(page);
    await area(page, 'mfe-property-report').getByRole('navigation', { name: 'Report sections' }).getByRole('button').first().click();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Your privacy choice' })).toHaveCount(0);
    expect(sent).toEqual([]);
    await context.close();
  });
});
