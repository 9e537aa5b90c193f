import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { subscribePaymentCompleted, writeCookie, readCookie } from '@homeworth/shared-lib';
import { PaymentResultModal } from './payment-result-modal.component';
import { confirmPayment } from './payment-confirm.api';
import { paymentMessage, readPaymentResult } from './payment-result';

jest.mock('./payment-confirm.api', () => ({ confirmPayment: jest.fn() }));
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn(async () => true) }));
const { recordAnalyticsEvent } = jest.requireMock<{ recordAnalyticsEvent: jest.Mock }>('@homeworth/shared-lib');
const confirm = confirmPayment as jest.Mock;

function renderAt(url: string) {
  window.history.pushState(null, '', url);
  return render(
    <MockProviders>
      <PaymentResultModal />
    </MockProviders>,
  );
}

describe('payment result', () => {
  beforeEach(() => {
    confirm.mockReset();
    recordAnalyticsEvent.mockClear();
  });

  it('reads success_payment and addresses, and words the result as the spec does', () => {
    expect(readPaymentResult('?success_payment=true&addresses=5')).toEqual({ success: true, addresses: 5 });
    expect(readPaymentResult('?addresses=5')).toBeNull();
    expect(paymentMessage({ success: true, addresses: 1 })).toEqual({ title: 'All set!', text: "You've successfully purchased 1 address." });
    expect(paymentMessage({ success: true, addresses: 3 }).text).toBe("You've successfully purchased 3 addresses.");
    expect(paymentMessage({ success: false, addresses: 0 })).toEqual({ title: 'Checkout cancelled', text: 'No payment was taken. You can pick a plan whenever you are ready.' });
    expect(paymentMessage({ success: true, addresses: 0 })).toEqual({ title: 'All set!', text: 'Your purchase is complete.' });
  });

  it('confirms a stored session id, clears it when confirmed, opens All set! and announces hw:payment-completed', async () => {
    sessionStorage.setItem('stripeSessionId', 'cs_test_1');
    writeCookie('stripeSessionId', 'cs_test_1');
    confirm.mockResolvedValue(true);
    const seen = jest.fn();
    const unsubscribe = subscribePaymentCompleted(seen);
    renderAt('/dashboard?success_payment=true&addresses=5');
    expect(await screen.findByRole('dialog', { name: 'All set!' })).toBeTruthy();
    expect(screen.getByText("You've successfully purchased 5 addresses.")).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith('cs_test_1');
    expect(sessionStorage.getItem('stripeSessionId')).toBeNull();
    expect(readCookie('stripeSessionId')).toBeNull();
    expect(seen).toHaveBeenCalledWith({ success: true, addresses: 5 });
    expect(recordAnalyticsEvent).toHaveBeenCalledWith({ category: 'paywall', step: 'purchase-success', detail: 'addresses-5' });
    unsubscribe();
  });

  it('still shows the result from the query when confirmation fails, and keeps the stored id', async () => {
    sessionStorage.setItem('stripeSessionId', 'cs_test_2');
    confirm.mockResolvedValue(null);
    renderAt('/dashboard?success_payment=true&addresses=2');
    expect(await screen.findByRole('dialog', { name: 'All set!' })).toBeTruthy();
    expect(sessionStorage.getItem('stripeSessionId')).toBe('cs_test_2');
  });

  it('on failure clears the id, shows the neutral "Checkout cancelled" note and records a paywall cancel event', async () => {
    sessionStorage.setItem('stripeSessionId', 'cs_test_3');
    renderAt('/pricing-options?success_payment=false');
    expect(await screen.findByRole('dialog', { name: 'Checkout cancelled' })).toBeTruthy();
    expect(screen.getByText('No payment was taken. You can pick a plan whenever you are ready.')).toBeTruthy();
    expect(sessionStorage.getItem('stripeSessionId')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    expect(recordAnalyticsEvent).toHaveBeenCalledWith({ category: 'paywall', step: 'cancel' });
  });

  it('ignores clicks outside (a response is mandatory)', async () => {
    renderAt('/dashboard?success_payment=false');
    await screen.findByRole('dialog', { name: 'Checkout cancelled' });
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog', { name: 'Checkout cancelled' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy());
  });
});
