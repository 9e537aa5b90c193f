import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chargeableOrderCount, paidOrderCount } from './paid-account.service';
import { addressAllowances, addressCreditGrants } from './address-allowance.tables';

/**
 * Free addresses every account gets (a product decision: enough to look up the
 * home you own plus two you are considering, before any purchase).
 */
export const FREE_ADDRESS_ALLOWANCE = 3;

/** What `GET /property/user-limits` answers. */
export interface UserLimits {
  addressRemainingCount: number;
  addressLimitBanner: boolean;
  isFreeAddressesUser: boolean;
}

/** Result of one consume attempt. */
export interface ConsumeResult {
  consumed: boolean;
  remaining: number;
}

async function ensureAllowance(db: Database, userId: number): Promise<void> {
  await db.insert(addressAllowances).values({ userId, freeCount: FREE_ADDRESS_ALLOWANCE }).onConflictDoNothing();
}

/** Addresses the user may still add: free + purchased - consumed. */
export async function remainingAddresses(db: Database, userId: number): Promise<number> {
  await ensureAllowance(db, userId);
  const [row] = await db.select().from(addressAllowances).where(eq(addressAllowances.userId, userId));
  return row ? row.freeCount + row.purchasedCount - row.consumedCount : 0;
}

/**
 * Adds purchased addresses. Called by the payments module after a paid checkout;
 * crediting the same `reference` twice adds them once. Returns true when credited now.
 */
export async function creditAddresses(db: Database, userId: number, addressCount: number, reference: string): Promise<boolean> {
  if (!Number.isInteger(addressCount) || addressCount <= 0) throw new RangeError('addressCount must be a positive integer');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(addressCreditGrants)
      .values({ userId, count: addressCount, reference })
      .onConflictDoNothing({ target: addressCreditGrants.reference })
      .returning({ id: addressCreditGrants.id });
    if (inserted.length === 0) return false;
    await tx
      .insert(addressAllowances)
      .values({ userId, freeCount: FREE_ADDRESS_ALLOWANCE, purchasedCount: addressCount })
      .onConflictDoUpdate({ target: addressAllowances.userId, set: { purchasedCount: sql`${addressAllowances.purchasedCount} + ${addressCount}` } });
    return true;
  });
}

/**
 * Uses one address. A single conditional UPDATE, so concurrent requests can
 * never take the balance below zero: each one either decrements or matches no row.
 */
export async function consumeAddress(db: Database, userId: number): Promise<ConsumeResult> {
  await ensureAllowance(db, userId);
  const updated = await db
    .update(addressAllowances)
    .set({ consumedCount: sql`${addressAllowances.consumedCount} + 1` })
    .where(and(eq(addressAllowances.userId, userId), sql`${addressAllowances.consumedCount} < ${addressAllowances.freeCount} + ${addressAllowances.purchasedCount}`))
    .returning();
  const row = updated[0];
  if (row) return { consumed: true, remaining: row.freeCount + row.purchasedCount - row.consumedCount };
  return { consumed: false, remaining: await remainingAddresses(db, userId) };
}

/** Gives back one address used by a request that turned out not to need it. */
export async function returnAddress(db: Database, userId: number): Promise<void> {
  await db
    .update(addressAllowances)
    .set({ consumedCount: sql`${addressAllowances.consumedCount} - 1` })
    .where(eq(addressAllowances.userId, userId));
}

/**
 * The address-limit rules: limited when remaining <= 0; the banner shows when the user has
 * more than one order, one of them paid, and nothing remains; a free user has addresses left and
 * no paid order. Free ($0) orders are not counted (payment/paid-account.service.ts).
 */
export function limitFlags(remaining: number, orders: { placed: number; paid: number }): UserLimits {
  return {
    addressRemainingCount: Math.max(0, remaining),
    addressLimitBanner: orders.placed > 1 && orders.paid > 0 && remaining <= 0,
    isFreeAddressesUser: remaining > 0 && orders.paid === 0,
  };
}

/** The user's address limits. */
export async function userLimits(db: Database, userId: number): Promise<UserLimits> {
  const [remaining, placed, paid] = await Promise.all([remainingAddresses(db, userId), chargeableOrderCount(db, userId), paidOrderCount(db, userId)]);
  return limitFlags(remaining, { placed, paid });
}
