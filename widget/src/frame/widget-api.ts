import type { EstimateRequest, EstimateResult } from '@homeworth/shared-lib/domain/estimator';
import { GATEWAY_PATH, PARTNER_ORIGIN_HEADER, type FrameStart } from '../widget-contract';

/** A visitor's contact details, given with consent, for the partner. */
export interface LeadRequest {
  name: string;
  email: string;
  phone?: string;
  consent: true;
  /** What the visitor estimated; the API prices it again for the partner. */
  estimate: EstimateRequest;
}

/** An answer of the widget API: the data, or the first error's message (shown to the visitor as it is). */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

const UNAVAILABLE = 'The estimator is unavailable right now. Please try again later.';

/**
 * Calls the widget API through the site's gateway (same origin as this page): the gateway forwards the
 * call as coming from the partner's page, whose origin the API checks against the key.
 */
export async function callWidgetApi<T>(start: FrameStart, route: 'estimate' | 'leads', body: unknown): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`${GATEWAY_PATH}${route}?key=${encodeURIComponent(start.key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PARTNER_ORIGIN_HEADER]: start.partnerOrigin },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', message: UNAVAILABLE };
  }
  const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: T; errors?: { code?: string; message?: string }[] } | null;
  if (response.ok && payload?.success) return { ok: true, data: payload.message as T };
  const error = payload?.errors?.[0];
  return { ok: false, status: response.status, code: error?.code ?? 'UNKNOWN', message: response.status >= 500 || !error?.message ? UNAVAILABLE : error.message };
}

export const requestEstimate = (start: FrameStart, request: EstimateRequest) => callWidgetApi<EstimateResult>(start, 'estimate', request);
export const sendLead = (start: FrameStart, lead: LeadRequest) => callWidgetApi<unknown>(start, 'leads', lead);
