import type { ApiKeySummary, DeveloperOrganization, DeveloperUsage, NewApiKey } from './developer-portal.api';

// Answers of the portal's API as its routes give them, for the portal's tests.

export const ORGANIZATION: DeveloperOrganization = {
  id: 'org_1',
  name: 'Acme Lending',
  role: 'owner',
  plan: 'trial',
  quota: { limit: 1000, used: 250, resetsAt: '2026-12-01T00:00:00.000Z' },
  rateLimit: { requestsPerSecond: 5 },
  plans: [
    { id: 'trial', displayName: 'Free trial', monthlyQuota: 1_000, requestsPerSecond: 5, priceCents: 0 },
    { id: 'growth', displayName: 'Growth', monthlyQuota: 100_000, requestsPerSecond: 20, priceCents: 49_900 },
    { id: 'enterprise', displayName: 'Enterprise', monthlyQuota: 1_000_000, requestsPerSecond: 50, priceCents: 299_900 },
  ],
  branding: { primaryColor: null, logoUrl: null },
  widget: { allowedOrigins: [], leadsEmail: null, leadsWebhookUrl: null },
};

export const KEY: ApiKeySummary = {
  id: 'key_1',
  kind: 'secret',
  name: 'Production',
  scopes: ['property', 'valuation'],
  prefix: 'sk_ab12',
  lastFour: 'wxyz',
  allowedIpRanges: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  status: 'active',
};

/** A key as created or rotated: the summary with its secret. */
export function withSecret(key: string, over: Partial<ApiKeySummary> = {}): NewApiKey {
  return { ...KEY, ...over, key };
}

export function usageOf(rows: DeveloperUsage['rows'], quota = ORGANIZATION.quota): DeveloperUsage {
  const total = rows.reduce((sum, row) => sum + row.calls, 0);
  const days = [...new Set(rows.map((row) => row.day))].map((day) => ({ day, calls: rows.filter((row) => row.day === day).reduce((sum, row) => sum + row.calls, 0) }));
  const routes = [...new Set(rows.map((row) => row.route))].map((route) => ({ route, calls: rows.filter((row) => row.route === route).reduce((sum, row) => sum + row.calls, 0) }));
  return { from: '2026-11-01', to: '2026-11-27', total, quota, byDay: days, byRoute: routes, rows };
}
