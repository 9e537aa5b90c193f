import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxCheckoutSessions } from './payment.tables';
import type { CheckoutProvider, CheckoutRequest, CheckoutSession, CheckoutStatus } from './checkout-provider';

/** Path of the sandbox's hosted checkout page (outside /api/v1: it is the provider's site, not our API). */
export const SANDBOX_CHECKOUT_PATH = '/api/sandbox-checkout';

/** Test cards, as a real provider's test mode has them. */
export const SANDBOX_CARDS = { accepted: '4242424242424242', declined: '4000000000000002' } as const;

/** The built-in checkout: sessions in its own table, a hosted page served by sandbox-checkout.route.ts. */
export function sandboxCheckoutProvider(db: Database): CheckoutProvider {
  return {
    name: 'sandbox',
    async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
      // Unguessable, like a real provider's session id: it is the only key to the hosted page.
      const sessionId = `cs_sandbox_${crypto.randomBytes(18).toString('base64url')}`;
      await db.insert(sandboxCheckoutSessions).values({
        id: sessionId,
        description: request.description,
        amountCents: request.amountCents,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { sessionId, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${sessionId}` };
    },
    async sessionStatus(sessionId: string): Promise<CheckoutStatus> {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)).limit(1);
      return row?.status ?? 'unknown';
    },
  };
}
