import { apiClient, apiRequest, CHECKOUT_SESSION_KEY, writeCookie } from '@homeworth/shared-lib';
import type { ApiAnswer, ApiBody } from '@homeworth/shared-lib/api-types';

// The portal's own API (session cookie and CSRF header), typed from the main OpenAPI document.

/** The signed-in user's organisation with its plan, this month's quota, the plans on sale and the widget settings. */
export type DeveloperOrganization = ApiAnswer<'/api/v1/developer/organization', 'get'>;
export type DataPlanId = DeveloperOrganization['plan'];
export type DataPlanOnSale = DeveloperOrganization['plans'][number];

/** A key as listed: never its secret, only the prefix and last four characters. */
export type ApiKeySummary = ApiAnswer<'/api/v1/developer/keys', 'get'>['keys'][number];
/** A key just created or rotated: the secret (`key`), answered this once. */
export type NewApiKey = ApiAnswer<'/api/v1/developer/keys', 'post'>;
export type NewKeyRequest = ApiBody<'/api/v1/developer/keys', 'post'>;
/** The scopes a data API key can be given. */
export type DataScope = NewKeyRequest['scopes'][number];

/** Successful calls counted this month, with the quota. */
export type DeveloperUsage = ApiAnswer<'/api/v1/developer/usage', 'get'>;

/** The widget's branding, allowed origins and where leads go. */
export type WidgetSettings = ApiBody<'/api/v1/developer/widget', 'put'>;
/** The settings as saved; `leadsWebhookSecret` comes once, when a webhook is first set. */
export type SavedWidgetSettings = ApiAnswer<'/api/v1/developer/widget', 'put'>;

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

export async function createOrganization(name: string): Promise<ApiAnswer<'/api/v1/developer/organizations', 'post'>> {
  return apiRequest({ method: 'POST', url: `${BASE}/organizations`, data: { name } });
}

export async function fetchKeys(): Promise<ApiKeySummary[]> {
  return (await apiRequest<ApiAnswer<'/api/v1/developer/keys', 'get'>>({ method: 'GET', url: `${BASE}/keys` })).keys;
}

export async function createKey(request: NewKeyRequest): Promise<NewApiKey> {
  return apiRequest({ method: 'POST', url: `${BASE}/keys`, data: request });
}

export async function rotateKey(id: string): Promise<NewApiKey> {
  return apiRequest({ method: 'POST', url: `${BASE}/keys/${encodeURIComponent(id)}/rotate`, data: {} });
}

/** Revokes a key at once. */
export async function revokeKey(id: string): Promise<void> {
  await apiRequest({ method: 'DELETE', url: `${BASE}/keys/${encodeURIComponent(id)}` });
}

export async function fetchUsage(range: { from: string; to: string }): Promise<DeveloperUsage> {
  return apiRequest({ method: 'GET', url: `${BASE}/usage`, params: range });
}

/**
 * Starts the hosted checkout of a plan and leaves for it. The session id is kept where shared-lib's
 * startCheckout keeps it, so the shell's payment result confirms the order when the buyer comes back
 * (written here: one more shared-lib export would grow every page's first load).
 */
export async function startPlanCheckout(plan: 'growth' | 'enterprise'): Promise<void> {
  const { checkoutUrl, sessionId } = await apiRequest<ApiAnswer<'/api/v1/developer/plan/checkout', 'post'>>({ method: 'POST', url: `${BASE}/plan/checkout`, data: { plan } });
  sessionStorage.setItem(CHECKOUT_SESSION_KEY, sessionId);
  writeCookie(CHECKOUT_SESSION_KEY, sessionId, 1);
  window.location.assign(checkoutUrl);
}

export async function saveWidgetSettings(settings: WidgetSettings): Promise<SavedWidgetSettings> {
  return apiRequest({ method: 'PUT', url: `${BASE}/widget`, data: settings });
}

/** A new publishable key (`pk_...`) for the widget, shown whole this once like a secret key. */
export async function createPublishableKey(name: string): Promise<NewApiKey> {
  return apiRequest({ method: 'POST', url: `${BASE}/publishable-keys`, data: { name } });
}

/** The data API's OpenAPI document, read at run time so the docs follow the routes as deployed. */
export async function fetchDataApiDocument(): Promise<unknown> {
  return (await apiClient().get<unknown>('/data/v1/openapi.json')).data;
}
