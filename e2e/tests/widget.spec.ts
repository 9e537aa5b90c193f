import type http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { CSRF, signUpThroughApi, uniqueEmail } from './helpers';
import { waitForMail } from './mail';
import { HOST_GLOBALS, LISTED_PARTNER, UNLISTED_PARTNER, partnerPage, startPartnerSite } from './widget-partner';

/**
 * The white-label estimator on a partner's site: a partner signs up, lists its origin and brand in the
 * portal's API and gets a publishable key; its page (another origin) embeds the loader. The estimate works
 * there with the partner's colours, untouched by the page's CSS and globals, and the lead reaches the
 * partner's mailbox; the same key on an unlisted origin is refused, by the API and by the browser.
 */
const PARTNER_COLOR = '#b3261e';
let partnerKey = '';
let leadsEmail = '';
const servers: http.Server[] = [];

/** A partner organisation with the widget set up for LISTED_PARTNER only; answers its publishable key. */
async function setUpPartner(request: APIRequestContext): Promise<string> {
  await signUpThroughApi(request, { email: uniqueEmail('partner'), firstName: 'Pia', lastName: 'Partner' });
  const organization = await request.post('/api/v1/developer/organizations', { headers: CSRF, data: { name: 'Acme Homes' } });
  expect(organization.status()).toBe(201);
  leadsEmail = uniqueEmail('acme-leads');
  const widget = await request.put('/api/v1/developer/widget', {
    headers: CSRF,
    data: { primaryColor: PARTNER_COLOR, logoUrl: null, allowedOrigins: [LISTED_PARTNER], leadsEmail, leadsWebhookUrl: null },
  });
  expect(widget.status()).toBe(200);
  const key = await request.post('/api/v1/developer/publishable-keys', { headers: CSRF, data: { name: 'Acme website' } });
  expect(key.status()).toBe(201);
  const { message } = (await key.json()) as { message: { key: string } };
  expect(message.key).toMatch(/^pk_/);
  return message.key;
}

test.describe('estimator widget on a partner site', { tag: ['@mfe_estimator'] }, () => {
  test.beforeAll(async ({ request }) => {
    partnerKey = await setUpPartner(request);
    servers.push(await startPartnerSite(LISTED_PARTNER, () => ({ '/': partnerPage(partnerKey) })));
    servers.push(await startPartnerSite(UNLISTED_PARTNER, () => ({ '/': partnerPage(partnerKey), '/forged': partnerPage(partnerKey, { forgedOrigin: LISTED_PARTNER }) })));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const estimator = (page: Page): FrameLocator => page.frameLocator('iframe[title="Renovation cost estimator"]');

  test('the estimate works on the listed origin in the partner colours, with no clash with the page, and the lead reaches the partner', async ({ page }) => {
    await page.goto(`${LISTED_PARTNER}/`);
    const frame = estimator(page);
    await expect(frame.getByRole('heading', { level: 1, name: 'Kitchen cost estimator' })).toBeVisible();
    // The page's `iframe { display: none !important }` and tiny sizes do not hide or squash it.
    const box = await page.locator('iframe').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    // Neither the page's CSS reaches inside (colour, letter spacing) nor the widget's globals reach the page.
    const heading = frame.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('normal');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(31, 41, 51)');
    expect(await page.evaluate((names) => names.map((name) => (window as unknown as Record<string, unknown>)[name]), Object.keys(HOST_GLOBALS))).toEqual(
      Object.values(HOST_GLOBALS),
    );
    // The partner's colour on the main button.
    const next = frame.getByRole('button', { name: 'Next' });
    expect(await next.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');

    // The site's questions, answered by keyboard: a choice, then Enter on each question.
    await frame.getByRole('radio', { name: 'Renovation' }).focus();
    await page.keyboard.press('Space');
    await expect(frame.getByRole('radio', { name: 'Renovation' })).toBeChecked();
    for (let question = 0; question < 20; question += 1) {
      const last = frame.getByRole('button', { name: 'See my estimate' });
      if (await last.isVisible()) break;
      await frame.getByRole('button', { name: 'Next' }).press('Enter');
    }
    await frame.getByRole('button', { name: 'See my estimate' }).press('Enter');
    await expect(frame.getByRole('heading', { name: 'Your kitchen estimate' })).toBeVisible();
    await expect(frame.locator('.total strong')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
    await expect(frame.getByRole('table', { name: 'Cost breakdown' })).toBeVisible();

    const axe = await new AxeBuilder({ page }).include('iframe').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Contact details only with consent.
    await frame.getByLabel('Name').fill('Val Visitor');
    await frame.getByLabel('Email').fill('val.visitor@example.com');
    await frame.getByRole('button', { name: 'Send my details' }).click();
    await expect(frame.getByRole('alert').filter({ hasText: 'Please agree to be contacted' })).toBeVisible();
    await frame.getByRole('checkbox', { name: /I agree that Acme Homes may contact me/ }).check();
    await frame.getByRole('button', { name: 'Send my details' }).click();
    await expect(frame.getByRole('status')).toHaveText('Thank you. Acme Homes has your details and will be in touch.');
    const [mail] = await waitForMail(leadsEmail);
    expect(mail!.text).toContain('Val Visitor');
    expect(mail!.text).toContain('val.visitor@example.com');
  });

  test('the same key is refused on an unlisted origin, by the API and by the browser', async ({ page, request }) => {
    await page.goto(`${UNLISTED_PARTNER}/`);
    await expect(estimator(page).getByText('This estimator is not available on this site.')).toBeVisible();
    await expect(estimator(page).getByRole('heading', { name: 'Kitchen cost estimator' })).toHaveCount(0);

    // Called straight from the unlisted origin, the widget API says why.
    const config = await request.get(`/api/widget/v1/config?key=${partnerKey}`, { headers: { origin: UNLISTED_PARTNER } });
    expect(config.status()).toBe(403);
    expect(((await config.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('ORIGIN_NOT_ALLOWED');
    const estimate = await request.post(`/api/widget/v1/estimate?key=${partnerKey}`, {
      headers: { origin: UNLISTED_PARTNER },
      data: { project: 'Kitchen-Renovation-Cost', finishLevel: 'midrange', answers: {} },
    });
    expect(estimate.status()).toBe(403);

    // A hand-made frame claiming the listed origin: the browser itself refuses to show it (frame-ancestors).
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    await page.goto(`${UNLISTED_PARTNER}/forged`);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(estimator(page).getByRole('heading', { name: 'Kitchen cost estimator' })).toHaveCount(0);
  });
});
