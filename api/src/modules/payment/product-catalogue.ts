import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentProducts, promoCodes } from './payment.tables';

/**
 * Homeworth's price list. The names PRO_TIER_99_MONTHLY, PRO_TIER_996_YEARLY and
 * NO_SETUP_FEE, the four address bundles and the PDF download pack are the contract's (names only).
 * Agent/Broker PRO is $99 a month, and a year costs ten months ($990): the "two months free" the yearly
 * plan promises. Bundle, PDF and data plan prices are product decisions: per address they fall as
 * the bundle grows.
 */
export const PRODUCT_CATALOGUE = [
  {
    name: 'ADDRESS_BUNDLE_1',
    kind: 'address_bundle',
    displayName: '1 Premium Address',
    description: 'Unlock the full home report for one more address.',
    priceCents: 499,
    quantity: 1,
    billingInterval: null,
    sortOrder: 1,
  },
  {
    name: 'ADDRESS_BUNDLE_2',
    kind: 'address_bundle',
    displayName: '5 Premium Addresses',
    description: 'Compare homes while you shop: five full home reports.',
    priceCents: 1999,
    quantity: 5,
    billingInterval: null,
    sortOrder: 2,
  },
  {
    name: 'ADDRESS_BUNDLE_3',
    kind: 'address_bundle',
    displayName: '10 Premium Addresses',
    description: 'Ten full home reports, for a serious search.',
    priceCents: 3499,
    quantity: 10,
    billingInterval: null,
    sortOrder: 3,
  },
  {
    name: 'ADDRESS_BUNDLE_4',
    kind: 'address_bundle',
    displayName: '25 Premium Addresses',
    description: 'Twenty-five full home reports, for investors and relocations.',
    priceCents: 7499,
    quantity: 25,
    billingInterval: null,
    sortOrder: 4,
  },
  {
    name: 'PDF_DOWNLOAD_1',
    kind: 'pdf_pack',
    displayName: '1 PDF report',
    description: 'Download one estimator report as a PDF.',
    priceCents: 299,
    quantity: 1,
    billingInterval: null,
    sortOrder: 10,
  },
  {
    name: 'PDF_DOWNLOAD_5',
    kind: 'pdf_pack',
    displayName: '5 PDF reports',
    description: 'Download five estimator reports as PDFs.',
    priceCents: 999,
    quantity: 5,
    billingInterval: null,
    sortOrder: 11,
  },
  {
    name: 'PRO_TIER_99_MONTHLY',
    kind: 'agent_subscription',
    displayName: 'Agent/Broker PRO, monthly',
    description: 'Pay monthly. Cancel any time.',
    priceCents: 9900,
    quantity: 0,
    billingInterval: 'month',
    sortOrder: 20,
  },
  {
    name: 'PRO_TIER_996_YEARLY',
    kind: 'agent_subscription',
    displayName: 'Agent/Broker PRO, yearly',
    description: 'Pay annually: two months free compared with monthly.',
    priceCents: 10 * 9900,
    quantity: 0,
    billingInterval: 'year',
    sortOrder: 21,
  },
  {
    // The data API's paid plans (limits in the developer module's plans.ts): a month of the plan per order.
    name: 'DATA_PLAN_GROWTH_MONTHLY',
    kind: 'data_plan',
    displayName: 'Data API Growth, monthly',
    description: '100,000 successful calls a month, 20 requests per second per key.',
    priceCents: 49900,
    quantity: 0,
    billingInterval: 'month',
    sortOrder: 40,
  },
  {
    name: 'DATA_PLAN_ENTERPRISE_MONTHLY',
    kind: 'data_plan',
    displayName: 'Data API Enterprise, monthly',
    description: '1,000,000 successful calls a month, 50 requests per second per key.',
    priceCents: 299900,
    quantity: 0,
    billingInterval: 'month',
    sortOrder: 41,
  },
  {
    name: 'NO_SETUP_FEE',
    kind: 'fee',
    displayName: 'No setup fee',
    description: 'Agent/Broker PRO has no setup fee.',
    priceCents: 0,
    quantity: 0,
    billingInterval: null,
    sortOrder: 30,
  },
] as const satisfies readonly (typeof paymentProducts.$inferInsert)[];

/** Name of a product in the catalogue. */
export type ProductName = (typeof PRODUCT_CATALOGUE)[number]['name'];

/**
 * Promo codes and the owner's limits on them: `maxRedemptionsPerUser` and `maxRedemptions` (in
 * total; null for no limit) and `expiresAt` (null: never). VIPREPORT is the download-plan order's
 * code: one free PDF report, once per user, which unlocks one plan's PDF.
 */
export const PROMO_CATALOGUE = [
  { code: 'VIPREPORT', percentOff: 100, appliesTo: 'pdf_pack', expiresAt: null, maxRedemptionsPerUser: 1, maxRedemptions: null },
] as const satisfies readonly (typeof promoCodes.$inferInsert)[];

/** Brings the products and promo codes tables in line with the catalogue (run at start-up; idempotent). */
export async function syncProductCatalogue(db: Database): Promise<void> {
  await db
    .insert(paymentProducts)
    .values([...PRODUCT_CATALOGUE])
    .onConflictDoUpdate({
      target: paymentProducts.name,
      set: {
        kind: sql`excluded.kind`,
        displayName: sql`excluded.display_name`,
        description: sql`excluded.description`,
        priceCents: sql`excluded.price_cents`,
        quantity: sql`excluded.quantity`,
        billingInterval: sql`excluded.billing_interval`,
        sortOrder: sql`excluded.sort_order`,
        active: sql`true`,
      },
    });
  await db
    .insert(promoCodes)
    .values([...PROMO_CATALOGUE])
    .onConflictDoUpdate({
      target: promoCodes.code,
      set: {
        percentOff: sql`excluded.percent_off`,
        appliesTo: sql`excluded.applies_to`,
        expiresAt: sql`excluded.expires_at`,
        maxRedemptionsPerUser: sql`excluded.max_redemptions_per_user`,
        maxRedemptions: sql`excluded.max_redemptions`,
      },
    });
}
