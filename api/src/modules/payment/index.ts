// The payment module's public entry: products, checkout, orders, address allowances, PDF downloads and
// the agent's Pro tier. It sits just above security; what it needs from higher modules (the user's
// homes, plans and live clients) is handed in when the app is composed.
import type { ApiApp } from '../../http/api-app';
import type { Database } from '../../db/database';
import type { Mailer } from '../../providers/mail/mailer';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { LiveClientCount } from './agent-tier.service';
import type { SessionUser } from '@homeworth/shared-lib/domain';
import { fulfilBySession, startCheckout, type CheckoutInput, type FulfilmentEffects } from './order.service';
import { paymentRoutes, type PaymentHomes } from './payment.route';
import { syncProductCatalogue } from './product-catalogue';
import { SANDBOX_CHECKOUT_PATH, sandboxCheckoutProvider } from './sandbox-checkout.provider';
import { sandboxCheckoutRoutes } from './sandbox-checkout.route';
import { stripeCheckoutProvider } from './stripe-checkout.provider';

export { consumeAddress, FREE_ADDRESS_ALLOWANCE, returnAddress, userLimits, type UserLimits } from './address-allowance.service';
export { agentPaymentState, isAgentPro, withAgentTier, type LiveClientCount } from './agent-tier.service';
export { hasPdfUnlock } from './order.service';
export { isPaidAccount } from './paid-account.service';
export { userLimitsSchema } from './payment.schema';
// Tables other modules join (orders and PDF unlocks in reports and exports).
export { orders, paymentProducts, pdfUnlocks } from './payment.tables';
export type { CheckoutInput } from './order.service';
export type { PaymentHomes } from './payment.route';

/** What the payment module needs from the app. */
export interface PaymentModuleOptions {
  db: Database;
  mailer: Mailer;
  /** The site's public origin, where checkout providers send buyers back. */
  siteOrigin: string;
  /** Stripe secret key: when set, checkouts go to Stripe instead of the built-in sandbox. */
  stripeSecretKey?: string | undefined;
  promoCheckRateLimit?: RateLimitSetting | undefined;
  liveClientCount: LiveClientCount;
  homes: PaymentHomes;
  findPlan: (db: Database, userId: number, planId: number) => Promise<unknown>;
}

/** Starts a checkout of a product through the configured provider (sandbox or Stripe); a paid order sends its receipt. */
export type StartCheckout = (user: SessionUser, input: CheckoutInput) => Promise<{ sessionId: string; checkoutUrl: string; amountCents: number }>;

/** Keeps the product rows in step with the catalogue and serves /api/v1/payment (and the sandbox checkout page); answers the checkout for higher modules. */
export async function paymentModule(app: ApiApp, options: PaymentModuleOptions): Promise<{ startCheckout: StartCheckout }> {
  const { db, mailer, stripeSecretKey, promoCheckRateLimit, ...rest } = options;
  const effects: FulfilmentEffects = { mailer, unlockHome: options.homes.unlock, log: app.log };
  await syncProductCatalogue(db);
  const provider = stripeSecretKey ? stripeCheckoutProvider(stripeSecretKey) : sandboxCheckoutProvider(db);
  await app.register(paymentRoutes, { prefix: '/api/v1/payment', db, effects, provider, ...rest, ...(promoCheckRateLimit ? { promoCheckRateLimit } : {}) });
  if (provider.name === 'sandbox') {
    await app.register(sandboxCheckoutRoutes, { prefix: SANDBOX_CHECKOUT_PATH, db, onPaid: (id) => fulfilBySession(db, id, effects) });
  }
  return { startCheckout: (user, input) => startCheckout(db, provider, user, input, effects) };
}
