import { z } from 'zod';
import { successSchema } from '../../http/envelope';

const productKind = z.enum(['address_bundle', 'pdf_pack', 'agent_subscription', 'data_plan', 'fee']);

export const productSchema = z.object({
  name: z.string(),
  kind: productKind,
  displayName: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  billingInterval: z.enum(['month', 'year']).nullable(),
});

export const productsQuerySchema = z.object({ kind: productKind.optional() }).strict();
export const productParamsSchema = z.object({ name: z.string().min(1).max(64) });
export const productsResponseSchema = successSchema(z.object({ products: z.array(productSchema) }));
export const productResponseSchema = successSchema(z.object({ product: productSchema }));

// `.strict()`: a price, amount or quantity sent by the browser is refused, not ignored.
export const promoCheckBodySchema = z.object({ code: z.string().trim().min(1).max(40), productName: z.string().min(1).max(64) }).strict();
export const priceResponseSchema = successSchema(z.object({ promoCode: z.string().nullable(), listPriceCents: z.number(), discountCents: z.number(), amountCents: z.number() }));

export const checkoutBodySchema = z
  .object({
    productName: z.string().min(1).max(64),
    promoCode: z.string().trim().max(40).optional(),
    /** The page to come back to (kept from pricing-options' `referrer`). */
    referrer: z.string().max(2000).optional(),
    /** The page a cancelled checkout goes back to (the pricing page the purchase started on); default the referrer. */
    cancelReferrer: z.string().max(2000).optional(),
    /** An address bundle bought from a home's report: paying unlocks that home with one of the addresses. */
    unlockKukunId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export const checkoutResponseSchema = successSchema(z.object({ sessionId: z.string(), checkoutUrl: z.string(), amountCents: z.number() }));

export const confirmBodySchema = z.object({ sessionId: z.string().min(1).max(200) }).strict();
export const confirmResponseSchema = successSchema(z.object({ confirmed: z.boolean(), status: z.enum(['Pending', 'Paid', 'Failed', 'Cancelled']), addresses: z.number().int() }));

/** The address allowance: what is left, the limit banner and whether the user has bought none. */
export const userLimitsSchema = z.object({ addressRemainingCount: z.number().int(), addressLimitBanner: z.boolean(), isFreeAddressesUser: z.boolean() });

/** GET /order-summary answer, with the shape of one home as the property module lists it. */
export const orderSummaryResponseSchemaOf = <Home extends z.ZodTypeAny>(home: Home) =>
  successSchema(
    z.object({
      addressRemainingCount: z.number().int(),
      addressPurchasedCount: z.number().int(),
      addressConsumedCount: z.number().int(),
      pdfRemainingCount: z.number().int(),
      pdfPurchasedCount: z.number().int(),
      pdfConsumedCount: z.number().int(),
      userOrders: z.array(z.object({ orderId: z.number(), productName: z.string(), status: z.string(), amountCents: z.number(), createdAt: z.string() })),
      /** The user's homes (every tier), as GET /property/user-properties lists them. */
      totalUserPropertyCount: z.number().int(),
      userProperties: z.array(home),
    }),
  );

export const checkPurchaseBodySchema = z.object({ productModule: z.enum(['no_of_pdf_downloads', 'addresses']) }).strict();
/** POST /address-upgrade-to-paid body: {userPropertyId}. */
export const addressUpgradeBodySchema = z.object({ userPropertyId: z.number().int().positive().max(2_147_483_647) }).strict();
export const checkPurchaseResponseSchema = successSchema(z.object({ isAllow: z.boolean() }));
export const pdfConsumeResponseSchema = successSchema(z.object({ pdfRemainingCount: z.number().int() }));

export const agentPaymentStateResponseSchema = successSchema(
  z.object({
    enablePaywall: z.boolean(),
    isLimitExhausted: z.boolean(),
    isMonthlySubscriptionFailed: z.boolean(),
    monthlySubscriptionFailedInvoiceUrl: z.string().nullable(),
    subscription: z
      .object({
        productName: z.string(),
        status: z.string(),
        currentPeriodEnd: z.string(),
        /** True when the plan renews at currentPeriodEnd; false after a cancel (Pro lasts until then). */
        renews: z.boolean(),
      })
      .nullable(),
  }),
);

export const subscriptionRenewalBodySchema = z.object({ renews: z.boolean() }).strict();
export const subscriptionBillingBodySchema = z.object({ productName: z.enum(['PRO_TIER_99_MONTHLY', 'PRO_TIER_996_YEARLY']) }).strict();

export const pdfUnlockBodySchema = z.object({ planId: z.number().int().positive() }).strict();
export const pdfUnlockResponseSchema = successSchema(z.object({ pdfRemainingCount: z.number().int(), alreadyUnlocked: z.boolean() }));
export const pdfStatusParamsSchema = z.object({ planId: z.coerce.number().int().positive() }).strict();
export const pdfStatusResponseSchema = successSchema(z.object({ unlocked: z.boolean(), pdfRemainingCount: z.number().int() }));
