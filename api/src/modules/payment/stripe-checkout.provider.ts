import type { CheckoutProvider, CheckoutRequest, CheckoutSession, CheckoutStatus } from './checkout-provider';

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

const STRIPE_API = 'https://api.stripe.com/v1';

/** Form fields of a Stripe Checkout Session for one line item priced inline. */
export function stripeSessionForm(request: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: request.interval ? 'subscription' : 'payment',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.reference,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': String(request.amountCents),
    'line_items[0][price_data][product_data][name]': request.description,
  });
  if (request.interval) form.set('line_items[0][price_data][recurring][interval]', request.interval);
  if (request.unlockKukunId !== undefined) form.set('metadata[unlock_kukun_id]', String(request.unlockKukunId));
  return form;
}

/** Stripe Checkout over its REST API (no SDK). Chosen when STRIPE_SECRET_KEY is set. */
export function stripeCheckoutProvider(secretKey: string, fetchImpl: FetchLike = fetch as unknown as FetchLike): CheckoutProvider {
  const headers = { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' };
  return {
    name: 'stripe',
    async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const response = await fetchImpl(`${STRIPE_API}/checkout/sessions`, { method: 'POST', headers, body: stripeSessionForm(request).toString() });
      if (!response.ok) throw new Error(`Stripe refused the checkout session (HTTP ${response.status})`);
      const session = (await response.json()) as { id: string; url: string };
      return { sessionId: session.id, checkoutUrl: session.url };
    },
    async sessionStatus(sessionId: string): Promise<CheckoutStatus> {
      const response = await fetchImpl(`${STRIPE_API}/checkout/sessions/${encodeURIComponent(sessionId)}`, { method: 'GET', headers });
      if (response.status === 404) return 'unknown';
      if (!response.ok) throw new Error(`Stripe status lookup failed (HTTP ${response.status})`);
      const session = (await response.json()) as { status: string; payment_status: string };
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
      return session.status === 'expired' ? 'cancelled' : 'open';
    },
  };
}
