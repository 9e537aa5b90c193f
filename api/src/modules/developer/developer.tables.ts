import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../payment';
import { users } from '../security';

/**
 * A company using the data API or the widget (a lender, insurer, broker). Its plan is not stored
 * here: it follows from its paid plan orders (`organization_plan_orders`), as a paid period grants it.
 * Branding and the widget's settings live on the organisation: one widget per organisation.
 */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdByUserId: integer('created_by_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The widget's primary colour, #rrggbb. */
  primaryColor: text('primary_color'),
  /** The widget's logo, an https URL. */
  logoUrl: text('logo_url'),
  /** Origins (scheme://host[:port]) where the partner's publishable keys work. */
  allowedOrigins: text('allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Where the widget's leads are e-mailed and posted. */
  leadsEmail: text('leads_email'),
  leadsWebhookUrl: text('leads_webhook_url'),
  /** HMAC-SHA256 key of the leads webhook's signature (shown to the partner once). */
  leadsWebhookSecret: text('leads_webhook_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to an organisation. One organisation per user: the user id is unique. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

/**
 * API keys. Only the SHA-256 of the secret is stored (the secret is shown once); the prefix and
 * last four characters are kept so the portal can tell keys apart. Secret keys (`sk_`) call the data
 * API; publishable keys (`pk_`) only the widget API, and only from the organisation's origins.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['secret', 'publishable'] }).notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    lastFour: text('last_four').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** CIDR ranges the key may be used from; empty: anywhere. */
    allowedIpRanges: text('allowed_ip_ranges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_organization_idx').on(t.organizationId)],
);

/** Successful data API calls by day, route and key (what the usage page and CSV show). */
export const apiUsageDaily = pgTable(
  'api_usage_daily',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day, t.route] }), index('api_usage_daily_organization_day_idx').on(t.organizationId, t.day)],
);

/** Successful calls of an organisation in a calendar month (UTC): the quota reads this one row. */
export const apiUsageMonthly = pgTable(
  'api_usage_monthly',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/** Quota e-mails sent: one row per organisation, month and threshold, so each is sent once. */
export const quotaNotices = pgTable(
  'quota_notices',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    /** Percent of the quota: 50, 80 or 100. */
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.threshold] }), check('quota_notices_threshold', sql`${t.threshold} in (50, 80, 100)`)],
);

/** Which organisation a data plan order is for; a paid one grants its plan for a month from payment. */
export const organizationPlanOrders = pgTable(
  'organization_plan_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['growth', 'enterprise'] }).notNull(),
  },
  // Every data-API call reads its organisation's plan orders.
  (t) => [index('organization_plan_orders_organization_idx').on(t.organizationId)],
);
