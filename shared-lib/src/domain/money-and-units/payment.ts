/**
 * Payment contract shared by the apps and the API: product names, kinds, the stored checkout session key.
 */
// Prices are formatted by the one currency formatter; re-exported here for the shared singleton.
export { formatPrice } from './money';

export const AGENT_PRO_PRODUCTS = { monthly: 'PRO_TIER_99_MONTHLY', yearly: 'PRO_TIER_996_YEARLY' } as const;

/** The agent's setup fee line (it is zero). */
export const NO_SETUP_FEE = 'NO_SETUP_FEE';

/** Session-storage key (and cookie) holding the checkout session id until it is confirmed. */
export const CHECKOUT_SESSION_KEY = 'stripeSessionId';

/** What a product is. */
export type ProductKind = 'address_bundle' | 'pdf_pack' | 'agent_subscription' | 'fee' | 'data_plan';

/** A product as `GET /api/v1/payment/products` lists it. */
export interface PaymentProduct {
  name: string;
  kind: ProductKind;
  displayName: string;
  description: string;
  priceCents: number;
  quantity: number;
  billingInterval: 'month' | 'year' | null;
}
