import { apiClient, apiRequest } from '@homeworth/shared-lib';

// The portal's own API (session cookie and CSRF header). These types follow the portal API as agreed
// with the API module; they move to the generated api-types once its routes are in the OpenAPI document.

/** The scopes a data API key can be given. */
export type DataScope = 'property' | 'valuation' | 'condition' | 'permits' | 'renovation-costs' | 'markets' | 'batch';
export type DataPlanId = 'trial' | 'growth' | 'enterprise';

/** The signed-in user's organisation with its plan, this month's quota and its widget settings. */
export interface DeveloperOrganization {
  id: string;
  name: string;
  plan: DataPlanId;
  quota: { limit: number; used: number; resetsAt: string };
  rateLimit?: { perSecond: number };
  branding?: { primaryColor?: string | null; logoUrl?: string | null } | null;
  widget?: { allowedOrigins?: string[]; leadsEmail?: string | null; leadsWebhookUrl?: string | null; publishableKeys?: { key: string }[] } | null;
}

/** A key as listed: never its secret, only the prefix and last four characters. */
export interface ApiKeySummary {
  id: string;
  name: string;
  scopes: DataScope[];
  prefix: string;
  lastFour: string;
  createdAt: string;
  lastUsedAt?: string | null;
  expiresAt?: string | null;
  allowedIpRanges?: string[];
}

/** A key just created or rotated: the secret, answered this once. */
export interface NewApiKey extends Partial<ApiKeySummary> {
  id: string;
  key: string;
}

export interface NewKeyRequest {
  name: string;
  scopes: DataScope[];
  expiresAt?: string;
  allowedIpRanges?: string[];
}

/** Successful calls counted this month. */
export interface DeveloperUsage {
  total: number;
  byDay: { day: string; calls: number }[];
  byRoute: { route: string; calls: number }[];
  rows: { day: string; route: string; calls: number }[];
}

export interface WidgetSettings {
  primaryColor: string;
  logoUrl: string;
  allowedOrigins: string[];
  leadsEmail: string;
  leadsWebhookUrl: string;
}

const BASE = '/v1/developer';

/** The user's organisation, or null when they have none yet (404). */
export async function fetchOrganization(): Promise<DeveloperOrganization | null> {
  try {
    return await apiRequest<DeveloperOrganization>({ method: 'GET', url: `${BASE}/organization` });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function createOrganization(name: string): Promise<{ id: string; name: string; plan: DataPlanId }> {
  return apiRequest({ method: 'POST', url: `${BASE}/organizations`, data: { name } });
}

export async function fetchKeys(): Promise<ApiKeySummary[]> {
  const answer = await apiRequest<ApiKeySummary[] | { keys: ApiKeySummary[] }>({ method: 'GET', url: `${BASE}/keys` });
  return Array.isArray(answer) ? answer : answer.keys;
}

export async function createKey(request: NewKeyRequest): Promise<NewApiKey> {
  return apiRequest({ method: 'POST', url: `${BASE}/keys`, data: request });
}

export async function rotateKey(id: string): Promise<NewApiKey> {
  return apiRequest({ method: 'POST', url: `${BASE}/keys/${encodeURIComponent(id)}/rotate`, data: {} });
}

/** Revokes a key at once (its answer may have no body, so the envelope is not read). */
export async function revokeKey(id: string): Promise<void> {
  await apiClient().delete(`${BASE}/keys/${encodeURIComponent(id)}`);
}

export async function fetchUsage(range: { from: string; to: string }): Promise<DeveloperUsage> {
  return apiRequest({ method: 'GET', url: `${BASE}/usage`, params: range });
}

/** Starts the hosted checkout of a plan; `sessionId` is kept so the payment result can be confirmed on return. */
export async function startPlanCheckout(plan: DataPlanId): Promise<{ checkoutUrl: string; sessionId?: string }> {
  return apiRequest({ method: 'POST', url: `${BASE}/plan/checkout`, data: { plan } });
}

export async function saveWidgetSettings(settings: WidgetSettings): Promise<void> {
  await apiRequest({ method: 'PUT', url: `${BASE}/widget`, data: settings });
}

export async function createPublishableKey(): Promise<string> {
  const answer = await apiRequest<string | { key: string }>({ method: 'POST', url: `${BASE}/publishable-keys`, data: {} });
  return typeof answer === 'string' ? answer : answer.key;
}

/** The data API's OpenAPI document, read at run time so the docs follow the routes as deployed. */
export async function fetchDataApiDocument(): Promise<unknown> {
  return (await apiClient().get<unknown>('/data/v1/openapi.json')).data;
}

/** Leaves for the hosted checkout page. */
export function leaveForCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
