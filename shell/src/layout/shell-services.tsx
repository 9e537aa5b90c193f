import { lazy, Suspense } from 'react';
import { AddressLimitBanner } from '../features/address-limit-banner/address-limit-banner.component';
import { readPaymentResult } from '../features/payment-result/payment-result';
import { useVisitTracking } from '../features/visit-tracking/use-visit-tracking';
import { useSearch } from './use-pathname';

// Only pages that come back from a checkout need the modal: keep it out of every first load.
const PaymentResultModal = lazy(() => import('../features/payment-result/payment-result-modal.component').then((m) => ({ default: m.PaymentResultModal })));

/** What the shell runs on every page besides the nav: the address-limit banner, the payment result modal, visit tracking. */
export function ShellServices() {
  useVisitTracking();
  const search = useSearch();
  return (
    <>
      <AddressLimitBanner />
      {readPaymentResult(search) ? (
        <Suspense fallback={null}>
          <PaymentResultModal />
        </Suspense>
      ) : null}
    </>
  );
}
