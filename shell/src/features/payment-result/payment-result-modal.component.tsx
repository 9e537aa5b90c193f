import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, clearCheckoutSession, dispatchPaymentCompleted, Modal, pendingCheckoutSession, recordAnalyticsEvent, safeRedirectPath } from '@homeworth/shared-lib';
import { useSearch } from '../../layout/use-pathname';
// Called here, not through a saga: the shell has no store, as redux and redux-saga would join every page's first load.
import { confirmPayment } from './payment-confirm.api';
import { paymentMessage, readPaymentResult, type PaymentResult } from './payment-result';

const Text = styled.p`
  margin: 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Runs the spec's steps for a payment result and resolves with what the modal shows. */
export async function settlePayment(result: PaymentResult): Promise<PaymentResult> {
  const sessionId = pendingCheckoutSession();
  if (result.success) {
    // Without a stored id (or when confirmation fails) the query string alone decides what is shown.
    if (sessionId && (await confirmPayment(sessionId)) === true) {
      clearCheckoutSession();
      await recordAnalyticsEvent({ category: 'paywall', step: 'purchase-success', detail: `addresses-${result.addresses}` });
    }
  } else {
    clearCheckoutSession();
    await recordAnalyticsEvent({ category: 'paywall', step: 'cancel' });
  }
  dispatchPaymentCompleted({ success: result.success, addresses: result.addresses });
  return result;
}

/**
 * The payment result modal, driven by `success_payment` and `addresses`. Its event has already told every
 * app to ask for its counters and the page's home again, so Continue only drops the payment query: no reload.
 */
export function PaymentResultModal() {
  const search = useSearch();
  const [shown, setShown] = useState<PaymentResult | null>(null);

  useEffect(() => {
    const result = readPaymentResult(search);
    if (!result) return undefined;
    let current = true;
    void settlePayment(result).then((settled) => {
      if (current) setShown(settled);
    });
    return () => {
      current = false;
    };
  }, [search]);

  if (!shown) return null;
  const { title, text } = paymentMessage(shown);
  // The same page without the payment query; through the safe-redirect rule like every return address.
  const leave = () => {
    history.replaceState(history.state, '', safeRedirectPath(window.location.pathname) ?? '/');
    setShown(null);
  };
  return (
    <Modal open mandatory title={title} onClose={leave} actions={<Button onClick={leave}>Continue</Button>}>
      <Text>{text}</Text>
    </Modal>
  );
}
