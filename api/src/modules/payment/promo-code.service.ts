import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { paymentProducts, promoCodes, promoRedemptions } from './payment.tables';

/** A promo code row. */
export type PromoCode = typeof promoCodes.$inferSelect;

type Product = typeof paymentProducts.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why a promo code is refused, as the buyer reads it. */
export const PROMO_MESSAGES = {
  invalid: 'This promo code is not valid.',
  notApplicable: 'This promo code does not apply to this product.',
  expired: 'This promo code has expired.',
  exhausted: 'This promo code has reached its redemption limit.',
  alreadyUsed: 'You have already used this promo code.',
} as const;

/** The code as stored: trimmed and upper-cased (codes are typed by hand). */
export function normalisePromoCode(code: string | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

async function redemptionsBy(db: Database | Tx, code: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/**
 * The promo code `code` for `product` and this user, or an ApiError saying why not: unknown or
 * switched off (400 PROMO_INVALID), past its expiry (400 PROMO_EXPIRED), for other products
 * (400 PROMO_NOT_APPLICABLE), at its total limit (409 PROMO_EXHAUSTED) or at the user's limit
 * (409 PROMO_ALREADY_USED). A read: redeemPromo repeats the limits race-free when the order is made.
 */
export async function validPromo(db: Database, product: Product, code: string, userId: number, now = new Date()): Promise<PromoCode> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  if (!promo || !promo.active) throw new ApiError(400, 'PROMO_INVALID', PROMO_MESSAGES.invalid, { promoCode: code });
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) throw new ApiError(400, 'PROMO_EXPIRED', PROMO_MESSAGES.expired, { promoCode: code });
  if (promo.appliesTo !== product.kind) throw new ApiError(400, 'PROMO_NOT_APPLICABLE', PROMO_MESSAGES.notApplicable, { promoCode: code });
  if (promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions) throw new ApiError(409, 'PROMO_EXHAUSTED', PROMO_MESSAGES.exhausted, { promoCode: code });
  if (promo.maxRedemptionsPerUser !== null && (await redemptionsBy(db, code, userId)) >= promo.maxRedemptionsPerUser) {
    throw new ApiError(409, 'PROMO_ALREADY_USED', PROMO_MESSAGES.alreadyUsed, { promoCode: code });
  }
  return promo;
}

/**
 * Redeems a promo code for an order, inside the order's transaction. One conditional UPDATE raises
 * the code's count only while it is active, unexpired and under its total limit; it also locks the
 * code's row until the transaction ends, so the per-user count that follows cannot be raced either.
 * Throws (rolling the order back) when a limit was reached in the meantime.
 */
export async function redeemPromo(tx: Tx, code: string, userId: number, orderId: number, now = new Date()): Promise<void> {
  const [promo] = await tx
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptionCount, promoCodes.maxRedemptions)),
      ),
    )
    .returning();
  if (!promo) throw new ApiError(409, 'PROMO_EXHAUSTED', PROMO_MESSAGES.exhausted, { promoCode: code });
  if (promo.maxRedemptionsPerUser !== null && (await redemptionsBy(tx, code, userId)) >= promo.maxRedemptionsPerUser) {
    throw new ApiError(409, 'PROMO_ALREADY_USED', PROMO_MESSAGES.alreadyUsed, { promoCode: code });
  }
  await tx.insert(promoRedemptions).values({ code, userId, orderId });
}

/** Gives back the redemption of an order that was declined or cancelled (nothing when it had none). */
export async function releasePromo(tx: Tx, orderId: number): Promise<void> {
  const [released] = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning();
  if (released)
    await tx
      .update(promoCodes)
      .set({ redemptionCount: sql`${promoCodes.redemptionCount} - 1` })
      .where(eq(promoCodes.code, released.code));
}
