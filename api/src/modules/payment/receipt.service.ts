import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../security';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { agentSubscriptions, orders, paymentProducts } from './payment.tables';
import { displayDate, formatPrice } from '@homeworth/shared-lib/domain';

// Dated as the site dates ("Nov 23, 2026").
const day = (date: Date) => displayDate(date.toISOString());

/** The lines of a receipt: what was bought, what it cost, and for Agent/Broker PRO when it renews. */
export function receiptLines(input: {
  orderId: number;
  productDisplayName: string;
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
  promoCode: string | null;
  paidAt: Date;
  renewsOn: Date | null;
}): string[] {
  return [
    `Order number: ${input.orderId}`,
    `Date: ${day(input.paidAt)}`,
    `Item: ${input.productDisplayName}`,
    `Price: ${formatPrice(input.listPriceCents, { alwaysCents: true })}`,
    ...(input.discountCents > 0 ? [`Discount${input.promoCode ? ` (${input.promoCode})` : ''}: -${formatPrice(input.discountCents, { alwaysCents: true })}`] : []),
    `Total paid: ${formatPrice(input.amountCents, { alwaysCents: true })}`,
    ...(input.renewsOn ? [`Your plan renews on ${day(input.renewsOn)}. You can cancel or switch billing any time from the Agent/Broker PRO page.`] : []),
  ];
}

/**
 * Emails the buyer a receipt for a fulfilled order, through the mail queue (every purchase gets
 * one, a free promo order too). Called once per order: right after the call that fulfilled it.
 */
export async function sendReceipt(db: Database, mailer: Mailer, orderId: number): Promise<void> {
  const [row] = await db
    .select({ order: orders, product: paymentProducts, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(paymentProducts, eq(paymentProducts.name, orders.productName))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return;
  const { order, product } = row;
  const [subscription] = product.kind === 'agent_subscription' ? await db.select().from(agentSubscriptions).where(eq(agentSubscriptions.userId, order.userId)).limit(1) : [];
  const lines = receiptLines({
    orderId: order.id,
    productDisplayName: product.displayName,
    listPriceCents: order.listPriceCents,
    discountCents: order.discountCents,
    amountCents: order.amountCents,
    promoCode: order.promoCode,
    paidAt: order.paidAt ?? new Date(),
    renewsOn: subscription?.currentPeriodEnd ?? null,
  });
  const greeting = `Hi ${row.firstName},`;
  const intro = 'Thank you for your purchase. This is your receipt.';
  await mailer.send({
    to: row.email,
    subject: `Your Homeworth receipt: ${product.displayName}`,
    text: [greeting, '', intro, '', ...lines, '', 'Homeworth'].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(intro)}</p>`, `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`, '<p>Homeworth</p>'].join('\n'),
  });
}
