import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';

/** What can be bought. Rows are kept in step with PRODUCT_CATALOGUE (product-catalogue.ts) at start-up. */
export const paymentProducts = pgTable(
  'payment_products',
  {
    name: text('name').primaryKey(),
    kind: text('kind', { enum: ['address_bundle', 'pdf_pack', 'agent_subscription', 'data_plan', 'fee'] }).notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Addresses or PDF downloads the product grants; 0 for subscriptions and fees. */
    quantity: integer('quantity').notNull(),
    billingInterval: text('billing_interval', { enum: ['month', 'year'] }),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('payment_products_price_not_negative', sql`${t.priceCents} >= 0`)],
);

/**
 * Promo codes (VIPREPORT and any later ones), with the owner's limits: redemptions per user and in
 * total (null: no limit) and an expiry. `redemption_count` is raised by one conditional UPDATE per
 * redemption, so parallel checkouts can never pass the total limit (order.service.ts).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off').notNull(),
    /** Product kind the code applies to. */
    appliesTo: text('applies_to', { enum: ['address_bundle', 'pdf_pack', 'agent_subscription'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    maxRedemptions: integer('max_redemptions'),
    maxRedemptionsPerUser: integer('max_redemptions_per_user'),
    redemptionCount: integer('redemption_count').notNull().default(0),
  },
  (t) => [
    check('promo_codes_percent_off_range', sql`${t.percentOff} between 0 and 100`),
    check('promo_codes_within_total_limit', sql`${t.maxRedemptions} is null or ${t.redemptionCount} <= ${t.maxRedemptions}`),
  ],
);

/** Every redemption of a promo code: who used it, on which order, when. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_code_user_idx').on(t.code, t.userId)],
);

/** One purchase attempt. Amounts are computed on the server; the browser never sends a price. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name')
      .notNull()
      .references(() => paymentProducts.name),
    quantity: integer('quantity').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    promoCode: text('promo_code'),
    status: text('status', { enum: ['Pending', 'Paid', 'Failed', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'free'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    /** Where the buyer returns to (a same-site path). */
    returnPath: text('return_path').notNull(),
    /** The home the buyer was looking at: an address bundle's payment unlocks it (one of the addresses bought). */
    unlockKukunId: integer('unlock_kukun_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once, in the same statement that marks the order Paid: the guard against crediting twice. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_id_idx').on(t.userId), check('orders_amount_not_negative', sql`${t.amountCents} >= 0`)],
);

/** PDF report downloads bought and used. */
export const pdfCredits = pgTable(
  'pdf_credits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchased: integer('purchased').notNull().default(0),
    consumed: integer('consumed').notNull().default(0),
  },
  (t) => [check('pdf_credits_consumed_within_purchased', sql`${t.consumed} >= 0 and ${t.consumed} <= ${t.purchased}`)],
);

/** An agent's Pro subscription. */
export const agentSubscriptions = pgTable('agent_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  productName: text('product_name')
    .notNull()
    .references(() => paymentProducts.name),
  status: text('status', { enum: ['active', 'past_due', 'cancelled'] }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** Set by the provider when a renewal payment fails: the invoice the agent can pay. */
  failedInvoiceUrl: text('failed_invoice_url'),
});

/** Checkout sessions of the built-in sandbox provider (the stand-in for a hosted checkout). */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['open', 'paid', 'declined', 'cancelled'] })
    .notNull()
    .default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PDF reports a user has unlocked (one PDF download each); downloading again costs nothing. */
export const pdfUnlocks = pgTable(
  'pdf_unlocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The estimator plan whose report was unlocked. */
    planId: integer('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);
