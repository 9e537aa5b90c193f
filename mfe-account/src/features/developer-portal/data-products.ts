import type { DataPlanId, DataScope } from './developer-portal.api';

/** What each scope opens, in the order of the scope checkboxes. */
export const SCOPE_DESCRIPTIONS: readonly { scope: DataScope; label: string; description: string }[] = [
  { scope: 'property', label: 'Property', description: 'Property facts by address or id' },
  { scope: 'valuation', label: 'Valuation', description: 'Home value with its 80% range, confidence and comparable sales' },
  { scope: 'condition', label: 'Condition', description: 'Home condition score and its components' },
  { scope: 'permits', label: 'Permits', description: 'Building permits on a home and within a radius' },
  { scope: 'renovation-costs', label: 'Renovation costs', description: 'Cost and return of any estimator project' },
  { scope: 'markets', label: 'Markets', description: "A market's price index and trend" },
  { scope: 'batch', label: 'Batch', description: 'Batch valuations of up to 1,000 homes with a signed webhook' },
];

/**
 * The free trial's limits, told before an organisation exists: our own price list, as the data API enforces
 * it (an organisation's page shows every plan as the API answers it).
 */
export const TRIAL_PLAN = { callsPerMonth: 1_000, requestsPerSecond: 5 } as const;

/** Who each plan is for. */
export const PLAN_SUMMARIES: Record<DataPlanId, string> = {
  trial: 'Try every route at no cost.',
  growth: 'For a product in production.',
  enterprise: 'For portfolios and batch work at scale.',
};

/** The data products a signed-out visitor is told about. */
export const DATA_PRODUCTS: readonly { name: string; text: string }[] = [
  { name: 'Automated valuation model', text: 'A value for any home in a loaded market, with its 80% range, confidence and the comparable sales behind it.' },
  { name: 'Home condition score', text: "Each component's age against its useful life, summed up in one score." },
  { name: 'Building permit data', text: 'What was built, replaced or renovated on a home, and around it.' },
  { name: 'Renovation cost data', text: "The cost and return of any project, from the same engine as the site's estimator." },
  { name: 'Market trends', text: "A market's price index and its trend." },
  { name: 'White-label estimator', text: 'The estimator on your own site, in your colors, sending you the leads.' },
];

/** The CSV of this month's usage by day and route (a plain link: the browser sends the session cookie). */
export const USAGE_CSV_URL = '/api/v1/developer/usage.csv';
