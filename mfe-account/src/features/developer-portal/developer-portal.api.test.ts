import { apiClient, CHECKOUT_SESSION_KEY, pendingCheckoutSession, readCookie } from '@homeworth/shared-lib';
import { startPlanCheckout } from './developer-portal.api';

describe('buying a data plan', () => {
  it('keeps the checkout session where the payment result confirms it, then leaves for the checkout page', async () => {
    const sent: { method?: string; url?: string; data?: unknown }[] = [];
    apiClient().defaults.adapter = async (config) => {
      sent.push(config);
      return {
        data: { success: true, message: { checkoutUrl: '/api/sandbox-checkout/cs_9', sessionId: 'cs_9', amountCents: 49_900 } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    // jsdom does not navigate: the page's own address changing is enough to see that it left.
    const left = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await startPlanCheckout('growth');
    expect(sent.map((c) => [c.method, c.url, c.data])).toEqual([['post', '/v1/developer/plan/checkout', JSON.stringify({ plan: 'growth' })]]);
    expect(pendingCheckoutSession()).toBe('cs_9');
    expect(readCookie(CHECKOUT_SESSION_KEY)).toBe('cs_9');
    left.mockRestore();
  });
});
