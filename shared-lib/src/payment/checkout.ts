import type { ApiAnswer } from '../api-types';
import { apiRequest } from '../http/api-client';
import { CHECKOUT_SESSION_KEY, type PaymentProduct, type ProductKind } from '../domain/money-and-units/payment';
import { writeCookie, removeCookie } from '../session/cookies';

/** Products of one kind, in display order. */
export async function fetchProducts(kind: ProductKind): Promise<PaymentProduct[]> {
  return (await apiRequest<ApiAnswer<'/api/v1/payment/products', 'get'>>({ method: 'GET', url: '/v1/payment/products', params: { kind } })).products;
}

/**
 * Starts a purchase: the API creates the order and a hosted checkout session;
 * the session id is kept for the confirmation step and the browser leaves for
 * the checkout page. A free order (a 100% promo code such as VIPREPORT) is
 * fulfilled at once and resolves with `free: true` without leaving the page.
 * Rejects with ApiError (unknown product, bad promo code, ...). `referrer` is where a paid checkout
 * returns; `cancelReferrer` where a cancelled one returns (the page the purchase started on); `unlockKukunId`
 * the home an address bundle unlocks when paid.
 */
export async function startCheckout(
  productName: string,
  options: { referrer?: string; cancelReferrer?: string; promoCode?: string; unlockKukunId?: number } = {},
): Promise<{ free: boolean }> {
  const { sessionId, checkoutUrl, amountCents } = await apiRequest<ApiAnswer<'/api/v1/payment/checkout', 'post'>>({
    method: 'POST',
    url: '/v1/payment/checkout',
    data: { productName, ...options },
  });
  if (amountCents === 0) return { free: true };
  sessionStorage.setItem(CHECKOUT_SESSION_KEY, sessionId);
  writeCookie(CHECKOUT_SESSION_KEY, sessionId, 1);
  window.location.assign(checkoutUrl);
  return { free: false };
}

/** Unlocks a plan's PDF report with one PDF download (409 ApiError when none are left). */
export async function unlockPdfReport(planId: number): Promise<ApiAnswer<'/api/v1/payment/pdf-downloads', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/payment/pdf-downloads', data: { planId } });
}

/** The checkout session waiting for confirmation, if any. */
export function pendingCheckoutSession(): string | null {
  return sessionStorage.getItem(CHECKOUT_SESSION_KEY);
}

/** Forgets the stored checkout session (after confirmation or a failed payment). */
export function clearCheckoutSession(): void {
  sessionStorage.removeItem(CHECKOUT_SESSION_KEY);
  removeCookie(CHECKOUT_SESSION_KEY);
}

/** Confirms the stored checkout with the API; true when the order is paid. */
export async function confirmCheckout(sessionId: string): Promise<ApiAnswer<'/api/v1/payment/confirm', 'post'>> {
  return apiRequest({ method: 'POST', url: '/v1/payment/confirm', data: { sessionId } });
}

/** Address and PDF counters, orders and homes of the signed-in user (GET /v1/payment/order-summary). */
export type OrderSummary = ApiAnswer<'/api/v1/payment/order-summary', 'get'>;

/** The signed-in user's order summary. */
export async function fetchOrderSummary(): Promise<OrderSummary> {
  return apiRequest<OrderSummary>({ method: 'GET', url: '/v1/payment/order-summary' });
}
