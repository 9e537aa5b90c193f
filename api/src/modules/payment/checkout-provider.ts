/**
 * A hosted checkout: the buyer leaves for the provider's page, pays or cancels
 * there, and comes back to one of two URLs. The built-in sandbox provider is the
 * default; the Stripe adapter is used when STRIPE_SECRET_KEY is configured.
 */
export interface CheckoutRequest {
  /** What the buyer sees on the checkout page. */
  description: string;
  amountCents: number;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
  /** For subscriptions: the billing interval. */
  interval?: 'month' | 'year';
  /** Our order id, kept by the provider as a reference. */
  reference: string;
  /** The home an address bundle unlocks when paid, kept by the provider beside the reference (our order holds it too). */
  unlockKukunId?: number | undefined;
}

/** A created checkout session. */
export interface CheckoutSession {
  sessionId: string;
  /** Where to send the buyer's browser. */
  checkoutUrl: string;
}

/** The state of a session as the provider knows it. */
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'cancelled' | 'unknown';

export interface CheckoutProvider {
  readonly name: 'sandbox' | 'stripe';
  createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  sessionStatus(sessionId: string): Promise<CheckoutStatus>;
}
