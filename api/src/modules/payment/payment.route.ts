import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeRedirectPath } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { accountAndAddressLimit } from '../../http/account-and-address-limit';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import { z } from 'zod';
import { addressAllowances } from './address-allowance.tables';
import { remainingAddresses, userLimits } from './address-allowance.service';
import { setRenewal, switchBilling } from './agent-subscription.service';
import type { CheckoutProvider } from './checkout-provider';
import { agentPaymentState, type LiveClientCount } from './agent-tier.service';
import {
  confirmCheckout,
  type FulfilmentEffects,
  consumePdf,
  getProduct,
  hasPdfUnlock,
  listProducts,
  pdfCounts,
  priceFor,
  startCheckout,
  unlockPdf,
  userOrders,
  type Product,
} from './order.service';
import {
  addressUpgradeBodySchema,
  agentPaymentStateResponseSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  checkPurchaseBodySchema,
  checkPurchaseResponseSchema,
  confirmBodySchema,
  confirmResponseSchema,
  orderSummaryResponseSchemaOf,
  pdfConsumeResponseSchema,
  pdfStatusParamsSchema,
  pdfStatusResponseSchema,
  pdfUnlockBodySchema,
  pdfUnlockResponseSchema,
  priceResponseSchema,
  productParamsSchema,
  productResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
  promoCheckBodySchema,
  subscriptionBillingBodySchema,
  subscriptionRenewalBodySchema,
  userLimitsSchema,
} from './payment.schema';

export interface PaymentRoutesOptions {
  db: Database;
  provider: CheckoutProvider;
  /** The site's public origin, for the provider's return URLs. */
  siteOrigin: string;
  /** Budget of promo-code checks (the check, and checkouts with a code) per account and per address. */
  promoCheckRateLimit?: RateLimitSetting;
  /** What a paid order sets off (receipt, the unlock of its home). */
  effects: FulfilmentEffects;
  /** Counts an agent's live clients (the agent module's rule), for the agent payment state. */
  liveClientCount: LiveClientCount;
  /** The user's homes, which the property module owns: listed in the order summary, upgraded with an address. */
  homes: PaymentHomes;
  /** The user's own plan or a 404 (the estimation module's rule), before its PDF is unlocked. */
  findPlan: (db: Database, userId: number, planId: number) => Promise<unknown>;
}

/** The property module's homes, as the payment routes need them. */
export interface PaymentHomes<Home extends z.ZodTypeAny = z.ZodTypeAny> {
  schema: Home;
  list(db: Database, userId: number): Promise<z.infer<Home>[]>;
  upgradeToPaid(db: Database, userId: number, userPropertyId: number): Promise<{ home: z.infer<Home>; upgraded: boolean }>;
  /** Unlocks a home's full report with one address (idempotent: an unlocked home uses nothing). */
  unlock(db: Database, userId: number, kukunId: number): Promise<unknown>;
  /** Whether a property exists (a checkout's home to unlock). */
  exists(db: Database, kukunId: number): Promise<boolean>;
}

/** Promo-code checks: 10 per 10 minutes per account and per address, so codes cannot be guessed by trying. */
export const PROMO_CHECK_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindow: '10 minutes' };

const tags = ['payment'];

function publicProduct(p: Product) {
  return {
    name: p.name,
    kind: p.kind,
    displayName: p.displayName,
    description: p.description,
    priceCents: p.priceCents,
    quantity: p.quantity,
    billingInterval: p.billingInterval,
  };
}

/** The promo code a request carries: `code` of the check, `promoCode` of a checkout ('' for none). */
function promoCodeIn(body: unknown): string {
  const { code, promoCode } = (body ?? {}) as { code?: unknown; promoCode?: unknown };
  const value = code ?? promoCode;
  return typeof value === 'string' ? value.trim() : '';
}

/** /api/v1/payment: products, promo codes, checkout, confirmation, order summary and counters. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { db, provider, siteOrigin, promoCheckRateLimit = PROMO_CHECK_RATE_LIMIT, effects, liveClientCount, homes, findPlan },
) => {
  const promoLimit = accountAndAddressLimit(app, 'promo-code', promoCheckRateLimit, (request) => promoCodeIn(request.body) !== '');

  app.get(
    '/products',
    { schema: { tags, summary: 'Active products', querystring: productsQuerySchema, response: { 200: productsResponseSchema, ...failureResponses(400) } } },
    async (request) => ok({ products: (await listProducts(db, request.query.kind)).map(publicProduct) }),
  );

  app.get(
    '/products/:name',
    { schema: { tags, summary: 'A product by name', params: productParamsSchema, response: { 200: productResponseSchema, ...failureResponses(404) } } },
    async (request) => ok({ product: publicProduct(await getProduct(db, request.params.name)) }),
  );

  app.post(
    '/promo-codes/check',
    {
      preHandler: [app.authenticate, promoLimit],
      schema: {
        tags,
        summary: 'Price a product with a promo code for the signed-in user',
        description:
          "400 PROMO_INVALID, PROMO_EXPIRED or PROMO_NOT_APPLICABLE; 409 PROMO_EXHAUSTED (total limit) or PROMO_ALREADY_USED (the user's limit); 429 past the check budget.",
        body: promoCheckBodySchema,
        response: { 200: priceResponseSchema, ...failureResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ok(await priceFor(db, await getProduct(db, request.body.productName), request.sessionUser!.userId, request.body.code)),
  );

  app.post(
    '/checkout',
    {
      preHandler: [app.authenticate, promoLimit],
      schema: { tags, summary: 'Start a hosted checkout', body: checkoutBodySchema, response: { 200: checkoutResponseSchema, ...failureResponses(400, 401, 403, 404, 409, 429) } },
    },
    async (request) => {
      const { referrer, cancelReferrer, ...purchase } = request.body;
      // A data plan is bought for an organisation, from the developer portal's own checkout route.
      if ((await getProduct(db, purchase.productName)).kind === 'data_plan') {
        throw new ApiError(400, 'NOT_PURCHASABLE', 'Data API plans are bought from the developer portal.');
      }
      if (purchase.unlockKukunId !== undefined && !(await homes.exists(db, purchase.unlockKukunId))) {
        throw new ApiError(404, 'NOT_FOUND', 'We could not find this property.');
      }
      const returnPath = safeRedirectPath(referrer) ?? '/pricing-options';
      const cancelPath = safeRedirectPath(cancelReferrer) ?? returnPath;
      const session = await startCheckout(db, provider, request.sessionUser!, { ...purchase, returnPath, cancelPath, origin: siteOrigin }, effects);
      return ok(session);
    },
  );

  app.post(
    '/confirm',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Confirm a checkout after the buyer returns (idempotent)',
        body: confirmBodySchema,
        response: { 200: confirmResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await confirmCheckout(db, provider, request.sessionUser!.userId, request.body.sessionId, effects)),
  );

  app.get(
    '/order-summary',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Address and PDF counters and orders', response: { 200: orderSummaryResponseSchemaOf(homes.schema), ...failureResponses(401) } },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      const remaining = await remainingAddresses(db, userId);
      const [allowance] = await db.select().from(addressAllowances).where(eq(addressAllowances.userId, userId));
      const history = await userOrders(db, userId);
      const userHomes = await homes.list(db, userId);
      return ok({
        addressRemainingCount: Math.max(0, remaining),
        addressPurchasedCount: allowance?.purchasedCount ?? 0,
        addressConsumedCount: allowance?.consumedCount ?? 0,
        ...(await pdfCounts(db, userId)),
        userOrders: history.map((o) => ({ orderId: o.id, productName: o.productName, status: o.status, amountCents: o.amountCents, createdAt: o.createdAt.toISOString() })),
        totalUserPropertyCount: userHomes.length,
        userProperties: userHomes,
      });
    },
  );

  app.post(
    '/check-purchase',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'May the user use one more PDF download or address?',
        body: checkPurchaseBodySchema,
        response: { 200: checkPurchaseResponseSchema, ...failureResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      const left = request.body.productModule === 'addresses' ? await remainingAddresses(db, userId) : (await pdfCounts(db, userId)).pdfRemainingCount;
      return ok({ isAllow: left > 0 });
    },
  );

  app.post(
    '/pdf-downloads/consume',
    { preHandler: app.authenticate, schema: { tags, summary: 'Use one PDF download', response: { 200: pdfConsumeResponseSchema, ...failureResponses(401, 409) } } },
    async (request) => ok({ pdfRemainingCount: await consumePdf(db, request.sessionUser!.userId) }),
  );

  app.get(
    '/pdf-downloads/:planId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the PDF report of one of your plans is unlocked, and the PDF downloads left (asked before offering to buy, so nothing fails)',
        params: pdfStatusParamsSchema,
        response: { 200: pdfStatusResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      // Only the caller's own plan: another user's plan and a missing one get the same 404.
      await findPlan(db, userId, request.params.planId);
      return ok({ unlocked: await hasPdfUnlock(db, userId, request.params.planId), pdfRemainingCount: (await pdfCounts(db, userId)).pdfRemainingCount });
    },
  );

  app.post(
    '/pdf-downloads',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Unlock the PDF report of one of your plans with one PDF download',
        body: pdfUnlockBodySchema,
        response: { 200: pdfUnlockResponseSchema, ...failureResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      // Only the caller's own plan: another user's plan and a missing one get the same 404.
      await findPlan(db, userId, request.body.planId);
      return ok(await unlockPdf(db, userId, request.body.planId));
    },
  );

  app.get(
    '/agent-payment-state',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Agent payment state (Pro subscription)', response: { 200: agentPaymentStateResponseSchema, ...failureResponses(401) } },
    },
    async (request) => ok(await agentPaymentState(db, request.sessionUser!.userId, liveClientCount)),
  );

  app.post(
    '/agent-subscription/renewal',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Cancel (renews: false) or resume the renewal of your Agent/Broker PRO subscription; Pro lasts until the paid period ends',
        body: subscriptionRenewalBodySchema,
        response: { 200: agentPaymentStateResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await setRenewal(db, request.sessionUser!.userId, request.body.renews);
      return ok(await agentPaymentState(db, request.sessionUser!.userId, liveClientCount));
    },
  );

  app.post(
    '/agent-subscription/billing',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Switch your Agent/Broker PRO billing between monthly and yearly from the next renewal',
        body: subscriptionBillingBodySchema,
        response: { 200: agentPaymentStateResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await switchBilling(db, request.sessionUser!.userId, request.body.productName);
      return ok(await agentPaymentState(db, request.sessionUser!.userId, liveClientCount));
    },
  );

  // The payment context's name for a home's upgrade to paid:
  // the same rule as POST /property/user-properties/{id}/upgrade-to-paid.
  app.post(
    '/address-upgrade-to-paid',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Upgrade a home to paid with one address (403 OUT_OF_ADDRESSES when none is left)',
        body: addressUpgradeBodySchema,
        response: { 200: successSchema(z.object({ home: homes.schema, upgraded: z.boolean(), limits: userLimitsSchema })), ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      const { home, upgraded } = await homes.upgradeToPaid(db, userId, request.body.userPropertyId);
      return ok({ home, upgraded, limits: await userLimits(db, userId) });
    },
  );
};
