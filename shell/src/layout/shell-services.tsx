import { lazy, Suspense } from 'react';
import { useSession } from '@homeworth/shared-lib';
import { readPaymentResult } from '../features/payment-result/payment-result';
import { useSearch } from './use-pathname';

// Only pages that come back from a checkout need the modal: keep it out of every first load.
const PaymentResultModal = lazy(() => import('../features/payment-result/payment-result-modal.component').then((m) => ({ default: m.PaymentResultModal })));
// Visit tracking and the address-limit banner are for signed-in users: a guest's first load goes without them.
const SignedInServices = lazy(() => import('./signed-in-services').then((m) => ({ default: m.SignedInServices })));

/** What the shell runs on every page besides the nav: the address-limit banner and visit tracking (signed in), the payment result modal. */
export function ShellServices() {
  const { isLoggedIn } = useSession();
  const search = useSearch();
  return (
    <>
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      ) : null}
      {readPaymentResult(search) ? (
        <Suspense fallback={null}>
          <PaymentResultModal />
        </Suspense>
      ) : null}
    </>
  );
}
