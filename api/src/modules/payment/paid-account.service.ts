import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from './payment.tables';

/**
 * The one rule for "paid": an order counts when it is Paid and cost more than $0. A free order
 * (a 100% promo code such as VIPREPORT) unlocks only what it bought and never makes a paid
 * account: not for the project limits, the paid-user rules nor the address-limit banner.
 */
const paidOrder = (userId: number) => and(eq(orders.userId, userId), eq(orders.status, 'Paid'), gt(orders.amountCents, 0));

/** Orders the user has paid money for. */
export async function paidOrderCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(paidOrder(userId));
  return row?.n ?? 0;
}

/** Orders the user has placed for money, paid or not (free orders left out). */
export async function chargeableOrderCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.amountCents, 0)));
  return row?.n ?? 0;
}

/** Whether the user has paid for anything: paid accounts get the higher project limits. */
export async function isPaidAccount(db: Database, userId: number): Promise<boolean> {
  return (await paidOrderCount(db, userId)) > 0;
}
