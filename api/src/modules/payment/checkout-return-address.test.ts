import { postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { OPEN_REDIRECT_PAYLOADS } from '@homeworth/shared-lib/test-fixtures';
import { syncProductCatalogue } from './product-catalogue';

const ctx = useTestApp();
const SITE = 'http://localhost:3000';

beforeEach(() => syncProductCatalogue(ctx.db));

// The checkout's return address is built from the `referrer` the browser sends: an open-redirect
// payload there must bring the buyer back to the site, never to the payload's host.
describe('checkout return addresses (one safe-redirect rule)', () => {
  let token: string;
  beforeEach(async () => {
    token = await signUpAndGetToken(ctx.app);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('a cancelled checkout with referrer %j returns to the site', async (payload) => {
    const started = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_1', referrer: payload }, token);
    if (started.statusCode !== 200) {
      // Refusing the payload outright is safe too, as long as it is a 4xx in the envelope.
      expect(started.statusCode).toBeGreaterThanOrEqual(400);
      expect(started.statusCode).toBeLessThan(500);
      expect(JSON.parse(started.body)).toMatchObject({ success: false });
      return;
    }
    const { checkoutUrl } = JSON.parse(started.body).message as { checkoutUrl: string };
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancelled.statusCode).toBe(303);
    const back = new URL(cancelled.headers.location as string);
    expect(back.origin).toBe(SITE);
    expect(back.pathname).toBe('/pricing-options');
  });

  it('keeps a same-site referrer', async () => {
    const started = await postJson(ctx.app, '/api/v1/payment/checkout', { productName: 'ADDRESS_BUNDLE_1', referrer: '/properties/12?tab=value' }, token);
    const { checkoutUrl } = JSON.parse(started.body).message as { checkoutUrl: string };
    const cancelled = await ctx.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=cancel' });
    expect(cancelled.headers.location).toBe(`${SITE}/properties/12?tab=value&success_payment=false`);
  });
});
