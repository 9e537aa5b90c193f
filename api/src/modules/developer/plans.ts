/** What a secret key may be allowed to call on the data API. */
export const DATA_SCOPES = ['property', 'valuation', 'condition', 'permits', 'renovation-costs', 'markets', 'batch'] as const;
/** One data API scope. */
export type DataScope = (typeof DATA_SCOPES)[number];

/** The data plans an organisation can be on. */
export const DATA_PLAN_IDS = ['trial', 'growth', 'enterprise'] as const;
/** One data plan. */
export type DataPlanId = (typeof DATA_PLAN_IDS)[number];

/** The limits of one plan and the product that buys it (null: the free trial). */
export interface DataPlan {
  id: DataPlanId;
  displayName: string;
  /** Successful calls per calendar month (UTC) for the whole organisation. */
  monthlyQuota: number;
  /** Requests per second per key. */
  requestsPerSecond: number;
  /** The payment product that buys a month of the plan. */
  productName: 'DATA_PLAN_GROWTH_MONTHLY' | 'DATA_PLAN_ENTERPRISE_MONTHLY' | null;
}

/**
 * Homeworth's own price list for the data API (product decisions, not sourced figures): a free
 * trial to try it, Growth for a team in production, Enterprise for portfolio-scale use. Prices are
 * in the payment catalogue (product-catalogue.ts).
 */
export const DATA_PLANS: Record<DataPlanId, DataPlan> = {
  trial: { id: 'trial', displayName: 'Free trial', monthlyQuota: 1_000, requestsPerSecond: 5, productName: null },
  growth: { id: 'growth', displayName: 'Growth', monthlyQuota: 100_000, requestsPerSecond: 20, productName: 'DATA_PLAN_GROWTH_MONTHLY' },
  enterprise: { id: 'enterprise', displayName: 'Enterprise', monthlyQuota: 1_000_000, requestsPerSecond: 50, productName: 'DATA_PLAN_ENTERPRISE_MONTHLY' },
};

/** The plan a paid product buys, or undefined for another product. */
export function planOfProduct(productName: string): DataPlanId | undefined {
  return DATA_PLAN_IDS.find((id) => DATA_PLANS[id].productName === productName);
}

/** The first instant of the calendar month (UTC) after `now`: when the monthly quota resets. */
export function quotaResetsAt(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The calendar month (UTC) of `now` as YYYY-MM: the quota's period. */
export function quotaMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}
