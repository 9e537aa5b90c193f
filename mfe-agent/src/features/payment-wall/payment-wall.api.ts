import { apiRequest, fetchProducts, type PaymentProduct } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** Agent payment state; subscription.renews is false after a cancel: Pro lasts until currentPeriodEnd. */
export type AgentPaymentState = ApiAnswer<'/api/v1/payment/agent-payment-state', 'get'>;

/** A change a Pro subscriber makes: turn renewal off or on, or switch billing from the next renewal. */
export type SubscriptionChange = { renews: boolean } | { productName: string };

/** POST /v1/payment/agent-subscription/renewal or /billing; answers the new payment state. */
export function changeSubscription(change: SubscriptionChange): Promise<AgentPaymentState> {
  const url = 'renews' in change ? '/v1/payment/agent-subscription/renewal' : '/v1/payment/agent-subscription/billing';
  return apiRequest<ApiAnswer<'/api/v1/payment/agent-subscription/renewal', 'post'>>({ method: 'POST', url, data: change });
}

export function fetchAgentPaymentState(): Promise<AgentPaymentState> {
  return apiRequest<AgentPaymentState>({ method: 'GET', url: '/v1/payment/agent-payment-state' });
}

export function fetchAgentPlans(): Promise<PaymentProduct[]> {
  return fetchProducts('agent_subscription');
}
