import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { creditAddresses } from './address-allowance.service';
import type { Mailer } from '../../providers/mail/mailer';
import type { CheckoutProvider } from './checkout-provider';
import { sendReceipt } from './receipt.service';
import { agentSubscriptions, orders, paymentProducts, pdfCredits, pdfUnlocks } from './payment.tables';
import { normalisePromoCode, redeemPromo, releasePromo, validPromo } from './promo-code.service';

/** A product row. */
export type Product = typeof paymentProducts.$inferSelect;
/** An order row. */
export type Order = typeof orders.$inferSelect;

export const PAYMENT_MESSAGES = {
  unknownProduct: 'This product does not exist.',
  orderNotFound: 'We could not find this order.',
  agentsOnly: 'Agent/Broker PRO is for agent accounts.',
  noPdfCredits: 'You have no PDF downloads left.',
  unlockNeedsAddresses: 'Only an address bundle can unlock a home.',
} as const;

/** Active products, optionally of one kind, in display order. */
export async function listProducts(db: Database, kind?: Product['kind']): Promise<Product[]> {
  const where = kind ? and(eq(paymentProducts.active, true), eq(paymentProducts.kind, kind)) : eq(paymentProducts.active, true);
  return db.select().from(paymentProducts).where(where).orderBy(asc(paymentProducts.sortOrder));
}

/** An active product by name; 404 when there is none. */
export async function getProduct(db: Database, name: string): Promise<Product> {
  const [product] = await db
    .select()
    .from(paymentProducts)
    .where(and(eq(paymentProducts.name, name), eq(paymentProducts.active, true)))
    .limit(1);
  if (!product) throw new ApiError(404, 'UNKNOWN_PRODUCT', PAYMENT_MESSAGES.unknownProduct, { productName: name });
  return product;
}

/** What the buyer pays, computed here only. */
export interface Price {
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
  promoCode: string | null;
}

/**
 * Prices a product for a user, applying a promo code when given; refused (400/409) when the code
 * is unknown, expired, for other products or at its total or per-user limit (promo-code.service.ts).
 */
export async function priceFor(db: Database, product: Product, userId: number, promoCode?: string): Promise<Price> {
  const base = { listPriceCents: product.priceCents, discountCents: 0, amountCents: product.priceCents, promoCode: null };
  const code = normalisePromoCode(promoCode);
  if (!code) return base;
  const promo = await validPromo(db, product, code, userId);
  const discountCents = Math.round((product.priceCents * promo.percentOff) / 100);
  return { listPriceCents: product.priceCents, discountCents, amountCents: product.priceCents - discountCents, promoCode: code };
}

/** Records an order and redeems its promo code in one transaction: a code at its limit records no order. */
async function createOrder(db: Database, values: typeof orders.$inferInsert): Promise<Order> {
  return db.transaction(async (tx) => {
    const [order] = await tx.insert(orders).values(values).returning();
    if (order!.promoCode) await redeemPromo(tx, order!.promoCode, order!.userId, order!.id);
    return order!;
  });
}

/**
 * What a fulfilled order sets off beyond its credits: the receipt, and the unlock of the home an
 * address bundle was bought for (the property module's rule, handed in; it uses one of the addresses).
 */
export interface FulfilmentEffects {
  mailer?: Mailer | undefined;
  unlockHome?: ((db: Database, userId: number, kukunId: number) => Promise<unknown>) | undefined;
  log?: { warn: (details: object, message: string) => void } | undefined;
}

/** What a checkout needs beyond the product. */
export interface CheckoutInput {
  productName: string;
  promoCode?: string;
  /** An address bundle's home to unlock on payment (the report the buyer was looking at). */
  unlockKukunId?: number | undefined;
  /** Same-site path to come back to. */
  returnPath: string;
  /** Same-site path a cancelled checkout goes back to (the page the purchase started on); default returnPath. */
  cancelPath?: string;
  /** The site's origin, for the provider's absolute return URLs. */
  origin: string;
}

function returnUrl(origin: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Starts a purchase: a Pending order with the server's price and a provider
 * session. A free order (a 100% promo code) is paid and fulfilled at once.
 */
export async function startCheckout(db: Database, provider: CheckoutProvider, user: SessionUser, input: CheckoutInput, effects: FulfilmentEffects = {}) {
  const product = await getProduct(db, input.productName);
  if (product.kind === 'fee') throw new ApiError(400, 'NOT_PURCHASABLE', PAYMENT_MESSAGES.unknownProduct);
  if (product.kind === 'agent_subscription' && user.userRole !== 'AGENT' && user.userRole !== 'AGENT_PRO') {
    throw new ApiError(403, 'FORBIDDEN', PAYMENT_MESSAGES.agentsOnly);
  }
  const price = await priceFor(db, product, user.userId, input.promoCode);
  const quantity = product.kind === 'address_bundle' ? product.quantity : 0;
  if (input.unlockKukunId !== undefined && quantity === 0) throw new ApiError(400, 'NOT_AN_ADDRESS_BUNDLE', PAYMENT_MESSAGES.unlockNeedsAddresses);
  const unlockKukunId = input.unlockKukunId ?? null;
  const successUrl = returnUrl(input.origin, input.returnPath, { success_payment: 'true', addresses: String(quantity) });
  const cancelUrl = returnUrl(input.origin, input.cancelPath ?? input.returnPath, { success_payment: 'false' });
  const reference = `hw_${user.userId}_${Date.now()}`;

  if (price.amountCents === 0) {
    const order = await createOrder(db, {
      userId: user.userId,
      productName: product.name,
      quantity: product.quantity,
      ...price,
      provider: 'free',
      providerSessionId: `free_${reference}_${Math.random().toString(36).slice(2)}`,
      returnPath: input.returnPath,
      unlockKukunId,
    });
    await fulfilOrder(db, order.id, effects);
    return { sessionId: order.providerSessionId, checkoutUrl: new URL(successUrl).pathname + new URL(successUrl).search, amountCents: 0 };
  }

  const session = await provider.createSession({
    description: product.displayName,
    amountCents: price.amountCents,
    successUrl,
    cancelUrl,
    reference,
    ...(product.billingInterval ? { interval: product.billingInterval } : {}),
    ...(unlockKukunId !== null ? { unlockKukunId } : {}),
  });
  await createOrder(db, {
    userId: user.userId,
    productName: product.name,
    quantity: product.quantity,
    ...price,
    provider: provider.name,
    providerSessionId: session.sessionId,
    returnPath: input.returnPath,
    unlockKukunId,
  });
  return { ...session, amountCents: price.amountCents };
}

function addPeriod(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * Marks an order Paid and grants what it bought, exactly once: the conditional
 * UPDATE (fulfilled_at is null) lets only one caller through, however many
 * confirmations or provider callbacks arrive. Returns true when this call fulfilled it; that call
 * alone emails the receipt (when given a mailer) and unlocks the order's home, so each happens once.
 */
export async function fulfilOrder(db: Database, orderId: number, effects: FulfilmentEffects = {}): Promise<boolean> {
  const fulfilled = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'Paid', paidAt: sql`now()`, fulfilledAt: sql`now()` })
      // Only a Pending order: a declined or cancelled one has given its promo code back.
      .where(and(eq(orders.id, orderId), isNull(orders.fulfilledAt), eq(orders.status, 'Pending')))
      .returning();
    if (!order) return null;
    const [product] = await tx.select().from(paymentProducts).where(eq(paymentProducts.name, order.productName));
    if (!product) throw new Error(`order ${orderId} names unknown product ${order.productName}`);
    if (product.kind === 'address_bundle') {
      await creditAddresses(tx as unknown as Database, order.userId, order.quantity, `order:${order.id}`);
    } else if (product.kind === 'pdf_pack') {
      await tx
        .insert(pdfCredits)
        .values({ userId: order.userId, purchased: order.quantity })
        .onConflictDoUpdate({ target: pdfCredits.userId, set: { purchased: sql`${pdfCredits.purchased} + ${order.quantity}` } });
    } else if (product.kind === 'agent_subscription' && product.billingInterval) {
      const periodEnd = addPeriod(new Date(), product.billingInterval);
      await tx
        .insert(agentSubscriptions)
        .values({ userId: order.userId, productName: product.name, status: 'active', currentPeriodEnd: periodEnd })
        .onConflictDoUpdate({
          target: agentSubscriptions.userId,
          set: { productName: product.name, status: 'active', currentPeriodEnd: periodEnd, failedInvoiceUrl: null },
        });
    }
    return order;
  });
  if (!fulfilled) return false;
  if (fulfilled.unlockKukunId !== null && effects.unlockHome) await unlockBoughtHome(db, fulfilled, effects);
  if (effects.mailer) await sendReceipt(db, effects.mailer, orderId);
  return true;
}

/**
 * Unlocks the home an address bundle was bought for, with one of the addresses just credited. After
 * the payment's own transaction: a failure here (the home gone, say) leaves the addresses to use by hand.
 */
async function unlockBoughtHome(db: Database, order: Order, effects: FulfilmentEffects): Promise<void> {
  try {
    await effects.unlockHome!(db, order.userId, order.unlockKukunId!);
  } catch (error) {
    effects.log?.warn({ orderId: order.id, code: error instanceof ApiError ? error.code : 'ERROR' }, 'the home of a paid address bundle was not unlocked');
  }
}

/** The buyer's own order for a provider session; 404 for anyone else's (no hint that it exists). */
export async function orderForSession(db: Database, userId: number, sessionId: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerSessionId, sessionId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/**
 * The confirmation step after the buyer returns: asks
 * the provider, fulfils a paid order once, records a decline or a cancel.
 */
export async function confirmCheckout(db: Database, provider: CheckoutProvider, userId: number, sessionId: string, effects: FulfilmentEffects = {}) {
  const order = await orderForSession(db, userId, sessionId);
  if (order.fulfilledAt) return { confirmed: true, status: 'Paid' as const, addresses: addressesOf(order) };
  const status = order.provider === 'free' ? 'paid' : await provider.sessionStatus(sessionId);
  if (status === 'paid') {
    await fulfilOrder(db, order.id, effects);
    return { confirmed: true, status: 'Paid' as const, addresses: addressesOf(order) };
  }
  const next: Order['status'] = status === 'declined' ? 'Failed' : status === 'cancelled' ? 'Cancelled' : 'Pending';
  if (next !== 'Pending') {
    // A declined or cancelled order gives its promo code's redemption back.
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(orders)
        .set({ status: next })
        .where(and(eq(orders.id, order.id), isNull(orders.fulfilledAt), eq(orders.status, 'Pending')))
        .returning();
      if (ended) await releasePromo(tx, ended.id);
    });
  }
  return { confirmed: false, status: next, addresses: 0 };
}

function addressesOf(order: Order): number {
  return order.productName.startsWith('ADDRESS_BUNDLE_') ? order.quantity : 0;
}

/** The user's orders, newest first. */
export async function userOrders(db: Database, userId: number): Promise<Order[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** PDF downloads bought, used and left. */
export async function pdfCounts(db: Database, userId: number) {
  const [row] = await db.select().from(pdfCredits).where(eq(pdfCredits.userId, userId));
  const purchased = row?.purchased ?? 0;
  const consumed = row?.consumed ?? 0;
  return { pdfPurchasedCount: purchased, pdfConsumedCount: consumed, pdfRemainingCount: purchased - consumed };
}

/** Uses one PDF download; never below zero under concurrent requests (one conditional UPDATE). 409 when none are left. */
export async function consumePdf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .update(pdfCredits)
    .set({ consumed: sql`${pdfCredits.consumed} + 1` })
    .where(and(eq(pdfCredits.userId, userId), sql`${pdfCredits.consumed} < ${pdfCredits.purchased}`))
    .returning();
  if (!row) throw new ApiError(409, 'NO_PDF_CREDITS', PAYMENT_MESSAGES.noPdfCredits);
  return row.purchased - row.consumed;
}

/** The provider says a session is paid (sandbox page or webhook): fulfil its order once. */
export async function fulfilBySession(db: Database, sessionId: string, effects: FulfilmentEffects = {}): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerSessionId, sessionId)).limit(1);
  if (order) await fulfilOrder(db, order.id, effects);
}

/**
 * Unlocks the PDF report of a plan with one PDF download (the estimator's PDF
 * paywall). A report already unlocked costs nothing again. 409 when no
 * downloads are left: the user buys a pack or uses the VIPREPORT code first.
 */
export async function unlockPdf(db: Database, userId: number, planId: number): Promise<{ pdfRemainingCount: number; alreadyUnlocked: boolean }> {
  if (await hasPdfUnlock(db, userId, planId)) return { pdfRemainingCount: (await pdfCounts(db, userId)).pdfRemainingCount, alreadyUnlocked: true };
  return db.transaction(async (tx) => {
    const remaining = await consumePdf(tx as unknown as Database, userId);
    const inserted = await tx.insert(pdfUnlocks).values({ userId, planId }).onConflictDoNothing().returning();
    // Two unlocks of one report at once: the second gives its download back.
    if (inserted.length === 0) {
      await tx
        .update(pdfCredits)
        .set({ consumed: sql`${pdfCredits.consumed} - 1` })
        .where(eq(pdfCredits.userId, userId));
      return { pdfRemainingCount: remaining + 1, alreadyUnlocked: true };
    }
    return { pdfRemainingCount: remaining, alreadyUnlocked: false };
  });
}

/** Whether the user has unlocked the PDF report of this plan. */
export async function hasPdfUnlock(db: Database, userId: number, planId: number): Promise<boolean> {
  const [row] = await db
    .select()
    .from(pdfUnlocks)
    .where(and(eq(pdfUnlocks.userId, userId), eq(pdfUnlocks.planId, planId)))
    .limit(1);
  return !!row;
}
