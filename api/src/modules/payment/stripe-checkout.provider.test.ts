import { stripeCheckoutProvider, stripeSessionForm } from './stripe-checkout.provider';

// The adapter is exercised against a recording stand-in for the HTTP call: tests never reach the internet.
function recordingFetch(answer: { status: number; body: unknown }) {
  const calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
  const fetchImpl = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    calls.push({ url, ...init });
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  };
  return { calls, fetchImpl };
}

const REQUEST = {
  description: 'Agent/Broker PRO, monthly',
  amountCents: 9900,
  successUrl: 'http://localhost:3000/a?success_payment=true',
  cancelUrl: 'http://localhost:3000/a?success_payment=false',
  reference: 'hw_1',
  interval: 'month' as const,
};

describe('Stripe Checkout adapter', () => {
  it('carries the home an address bundle unlocks in the session metadata, and nothing without one', () => {
    const bundle = { ...REQUEST, description: '5 Premium Addresses', amountCents: 1999, interval: undefined, unlockKukunId: 4242 };
    expect(stripeSessionForm(bundle).get('metadata[unlock_kukun_id]')).toBe('4242');
    expect(stripeSessionForm(REQUEST).has('metadata[unlock_kukun_id]')).toBe(false);
  });

  it('asks Stripe for a subscription session with the server price and the return URLs', async () => {
    const { calls, fetchImpl } = recordingFetch({ status: 200, body: { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });
    const session = await stripeCheckoutProvider('sk_test_x', fetchImpl).createSession(REQUEST);
    expect(session).toEqual({ sessionId: 'cs_test_1', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(calls[0]?.headers.authorization).toBe('Bearer sk_test_x');
    const form = new URLSearchParams(calls[0]?.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('9900');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('success_url')).toBe(REQUEST.successUrl);
  });

  it('uses payment mode for one-off purchases', () => {
    const { interval: _interval, ...oneOff } = REQUEST;
    expect(stripeSessionForm(oneOff).get('mode')).toBe('payment');
  });

  it('maps Stripe session states to paid, open, cancelled and unknown', async () => {
    const status = async (body: unknown, code = 200) => stripeCheckoutProvider('sk', recordingFetch({ status: code, body }).fetchImpl).sessionStatus('cs_1');
    expect(await status({ status: 'complete', payment_status: 'paid' })).toBe('paid');
    expect(await status({ status: 'open', payment_status: 'unpaid' })).toBe('open');
    expect(await status({ status: 'expired', payment_status: 'unpaid' })).toBe('cancelled');
    expect(await status({}, 404)).toBe('unknown');
  });

  it('fails loudly when Stripe refuses to create a session', async () => {
    const { fetchImpl } = recordingFetch({ status: 401, body: {} });
    await expect(stripeCheckoutProvider('bad', fetchImpl).createSession(REQUEST)).rejects.toThrow('HTTP 401');
  });
});
