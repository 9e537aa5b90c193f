import { apiRequest, fetchProducts, type PaymentProduct } from '@homeworth/shared-lib';

/** Agent payment state (estimator-property-agent.md §3). */
export interface AgentPaymentState {
  enablePaywall: boolean;
  isLimitExhausted: boolean;
  isMonthlySubscriptionFailed: boolean;
  monthlySubscriptionFailedInvoiceUrl: string | null;
  subscription: { productName: string; status: string; currentPeriodEnd: string } | null;
}

export function fetchAgentPaymentState(): Promise<AgentPaymentState> {
  return apiRequest<AgentPaymentState>({ method: 'GET', url: '/v1/payment/agent-payment-state' });
}

export function fetchAgentPlans(): Promise<PaymentProduct[]> {
  return fetchProducts('agent_subscription');
}
