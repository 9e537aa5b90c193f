import { confirmCheckout, refreshSession } from '@homeworth/shared-lib';

/**
 * Confirms a finished checkout with the payment API. Returns whether it was
 * confirmed, or null when the call failed. A confirmed purchase can change the
 * user's role (Agent/Broker PRO), so the session is refreshed for every app.
 */
export async function confirmPayment(sessionId: string): Promise<boolean | null> {
  try {
    const { confirmed } = await confirmCheckout(sessionId);
    if (confirmed) await refreshSession();
    return confirmed;
  } catch (error) {
    console.warn('[shell] payment confirmation failed', error);
    return null;
  }
}
