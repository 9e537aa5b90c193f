import { apiRequest, fetchProducts, type PaymentProduct } from '@homeworth/shared-lib';

/** Agent payment state (estimator-property-agent.md §3). */
export interface AgentPaymentState {
  enablePaywall: boolean;
  isLimitExhausted: boolean;
  isMonthlySubscriptionFailed: boolean;
  monthlySubscriptionFailedInvoiceUrl: string | null;
  /** `renews` is false after a cancel: Pro lasts until currentPeriodEnd and then ends. */
  subscription: { productName: string; status: string; currentPeriodEnd: string; renews: boolean } | null;
}

/** A change a Pro subscriber makes: turn renewal off or on, or switch billing from the next renewal. */
export type SubscriptionChange = { renews: boolean } | { productName: string };

/** POST /v1/payment/agent-subscription/renewal or /billing; answers the new payment state. */
export function changeSubscription(change: SubscriptionChange): Promise<AgentPaymentState> {
  const url = 'renews' in change ? '/v1/payment/agent-subscription/renewal' : '/v1/payment/agent-subscription/billing';
  return apiRequest<AgentPaymentState>({ method: 'POST', url, data: change });
}

export function fetchAgentPaymentState(): Promise<AgentPaymentState> {
  return apiRequest<AgentPaymentState>({ method: 'GET', url: '/v1/payment/agent-payment-state' });
}

export function fetchAgentPlans(): Promise<PaymentProduct[]> {
  return fetchProducts('agent_subscription');
}
