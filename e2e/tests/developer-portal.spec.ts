import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF, fillSignUpForm, signUpThroughApi, tooWideBy, uniqueEmail } from './helpers';
import { mailTo } from './mail';

// A lender's developer: signs up from the portal, creates an organisation and a key, calls the data
// API with the key like curl would, runs into the trial's rate limit, sees only the successful calls
// counted, and revokes the key.

const ADDRESS = { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' };

/** A data API call with the key in the header, as the docs' curl example sends it. */
function callWithKey(request: APIRequestContext, path: string, key: string, params?: Record<string, string>) {
  return request.get(`/api/data/v1${path}`, { headers: { 'X-Api-Key': key }, params });
}

async function expectAxeClean(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('developer portal', { tag: ['@mfe_account'] }, () => {
  test.setTimeout(120_000);

  test('sign up, organisation, key, keyed calls, rate limit, usage of successful calls only, revoke', async ({ page, request }) => {
    // A visitor learns what the data products are and signs up, coming back to the portal.
    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Data products' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fillSignUpForm(page, 'Dana', uniqueEmail('developer'));
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL(/\/developers$/);

    await page.getByLabel('Organization name').fill('Acme Lending');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByRole('heading', { name: 'Acme Lending' })).toBeVisible();
    await expect(page.getByTestId('quota-left')).toHaveText('1,000');

    await page.getByRole('navigation', { name: 'Developer portal' }).getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Key name').fill('Underwriting');
    await page.getByRole('checkbox', { name: /^Property/ }).check();
    await page.getByRole('checkbox', { name: /^Valuation/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('region', { name: 'Your new key Underwriting' });
    await expect(shown.getByText('you will not see it again')).toBeVisible();
    const key = ((await shown.getByRole('group', { name: 'Secret key' }).textContent()) ?? '').trim();
    expect(key).toMatch(/^sk_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    // The list never shows the secret again.
    await expect(page.getByText(key)).toHaveCount(0);

    let successes = 0;
    const found = await callWithKey(request, '/properties', key, ADDRESS);
    expect(found.status()).toBe(200);
    successes += 1;
    const { id } = (await found.json()).message as { id: number };
    const value = await callWithKey(request, `/properties/${id}/value`, key);
    expect(value.status()).toBe(200);
    successes += 1;
    // Outside a loaded market the value is labelled sample data, without a range.
    expect((await value.json()).message).toEqual(expect.objectContaining({ id, value: expect.any(Number), sampleData: expect.any(Boolean) }));
    expect(value.headers()['ratelimit-policy']).toBeTruthy();

    // Twelve calls at once are more than the trial's 5 a second: some are refused with Retry-After.
    const burst = await Promise.all(Array.from({ length: 12 }, () => callWithKey(request, `/properties/${id}/value`, key)));
    const limited = burst.filter((r) => r.status() === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]!.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await limited[0]!.json()).errors[0].code).toBe('RATE_LIMITED');
    successes += burst.filter((r) => r.status() === 200).length;
    expect(successes + limited.length).toBe(14);

    // The usage counts the successful calls only.
    await page.getByRole('navigation', { name: 'Developer portal' }).getByRole('link', { name: 'Usage' }).click();
    await expect(async () => {
      await page.reload();
      await expect(page.locator('figcaption')).toHaveText(new RegExp(`^${successes} successful calls this month`), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('usage-quota-left')).toHaveText((1_000 - successes).toLocaleString('en-US'));

    // Revoked: the key is refused at once.
    await page.getByRole('navigation', { name: 'Developer portal' }).getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('button', { name: 'Revoke Underwriting' }).click();
    await page.getByRole('dialog', { name: 'Revoke Underwriting?' }).getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('Underwriting is revoked')).toBeVisible();
    const refused = await callWithKey(request, `/properties/${id}/value`, key);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).errors[0].code).toBe('API_KEY_INVALID');

    // Axe-clean and within the screen at desktop and phone widths.
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/developers', '/developers/keys', '/developers/usage', '/developers/widget', '/developers/docs']) {
        await expectAxeClean(page, path);
        const tooWide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
        expect(tooWide ? `${path} at ${width}: ${await tooWideBy(page)}` : '').toBe('');
      }
    }
  });

  test('buys the Growth plan through the sandbox checkout, comes back to the portal on it, and gets a receipt', async ({ page }) => {
    const email = await signUpThroughApi(page.request, { email: uniqueEmail('developer-plan'), firstName: 'Remy', lastName: 'Buyer', roleId: 2 });
    await page.goto('/developers');
    await page.getByLabel('Organization name').fill('Remy Insurance');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByRole('button', { name: 'Buy Growth' }).click();

    await expect(page.getByText('Test mode: no real payment is taken')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Remy Buyer');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/developers\?plan=paid&success_payment=true/);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'All set!' })).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('region', { name: 'Growth' }).getByText('Your plan')).toBeVisible();
    await expect(page.getByTestId('quota-left')).toHaveText('100,000');
    await expect.poll(async () => (await mailTo(email)).some((mail) => mail.subject.startsWith('Your Homeworth receipt: Data API Growth'))).toBe(true);
  });

  test('a batch of 50 is valued in the background and its webhook arrives signed, verified with the documented recipe', async ({ request }) => {
    // The receiver: the partner's endpoint on this machine (loopback webhooks are allowed outside production).
    const deliveries: Array<{ signature: string; body: string }> = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        deliveries.push({ signature: String(req.headers['x-homeworth-signature'] ?? ''), body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      await signUpThroughApi(request, { email: uniqueEmail('batch'), firstName: 'Bea' });
      expect((await request.post('/api/v1/developer/organizations', { headers: CSRF, data: { name: 'Batch Lending' } })).status()).toBe(201);
      const created = await request.post('/api/v1/developer/keys', { headers: CSRF, data: { name: 'Portfolio', scopes: ['batch', 'valuation'] } });
      expect(created.status()).toBe(201);
      const { key } = (await created.json()).message as { key: string };
      const auth = { Authorization: `Bearer ${key}` };

      const items = Array.from({ length: 50 }, (_, i) => ({ ...ADDRESS, address: `${100 + i} Oak Street` }));
      const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/homeworth`;
      const accepted = await request.post('/api/data/v1/batches', { headers: auth, data: { items, webhookUrl } });
      expect(accepted.status()).toBe(202);
      const { id } = (await accepted.json()).message as { id: string };

      await expect.poll(() => deliveries.length, { timeout: 60_000 }).toBe(1);
      const status = (await (await request.get(`/api/data/v1/batches/${id}`, { headers: auth })).json()).message;
      expect(status).toMatchObject({ status: 'done', total: 50, processed: 50, progress: 1, webhook: { status: 'delivered' } });

      // The README's recipe: HMAC-SHA256 over "<t>.<raw body>" with the organisation's secret, compared in constant time.
      const { secret } = (await (await request.get('/api/data/v1/batches/webhook-secret', { headers: auth })).json()).message as { secret: string };
      const { signature, body } = deliveries[0]!;
      const parts = Object.fromEntries(signature.split(',').map((part) => part.split('=') as [string, string]));
      const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
      expect(timingSafeEqual(Buffer.from(parts.v1 ?? ''), Buffer.from(expected))).toBe(true);
      expect(Math.abs(Date.now() / 1000 - Number(parts.t))).toBeLessThan(300);
      expect(JSON.parse(body)).toMatchObject({ event: 'batch.completed', batch: { id, status: 'done', total: 50 } });
      // A forged body does not verify.
      expect(
        createHmac('sha256', secret)
          .update(`${parts.t}.${body.replace('done', 'dona')}`)
          .digest('hex'),
      ).not.toBe(parts.v1);

      const csv = await request.get(`/api/data/v1/batches/${id}/results.csv`, { headers: auth });
      expect(csv.status()).toBe(200);
      expect((await csv.text()).trim().split('\n')).toHaveLength(51);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('a signed-out visitor sees the data products and the docs, axe-clean at 1440 and 360 px', async ({ page }) => {
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page, '/developers');
      await expect(page.getByRole('link', { name: 'Sign in to the developer portal' })).toHaveAttribute('href', '/login?referrer=/developers');
      await expectAxeClean(page, '/developers/docs');
      // Each route opens to its curl, JavaScript and Python examples, generated from the OpenAPI document.
      await page.locator('summary', { hasText: 'GET /api/data/v1/properties/{id}/value' }).click();
      await expect(page.getByRole('group', { name: 'curl example of GET /api/data/v1/properties/{id}/value' })).toContainText('-H "X-Api-Key: $HOMEWORTH_API_KEY"');
      await expect(page.getByRole('group', { name: 'Python example of GET /api/data/v1/properties/{id}/value' })).toContainText('requests.get(');
    }
  });
});
