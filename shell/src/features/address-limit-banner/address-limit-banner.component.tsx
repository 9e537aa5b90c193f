import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeAddressLimit, subscribePaymentCompleted, useSession } from '@homeworth/shared-lib';
import { usePathname } from '../../layout/use-pathname';
// Called here, not through a saga: the shell has no store, as redux and redux-saga would join every page's first load.
import { fetchUserLimits } from './user-limits.api';
import { refreshesLimitsOn, showsBanner } from './address-limit';

// Few users ever see the banner: its look loads only when the API says it shows.
const AddressLimitBar = lazy(() => import('./address-limit-bar.component').then((m) => ({ default: m.AddressLimitBar })));

/**
 * The address-limit banner: refreshes the user's
 * limits on every route change but pricing-options and on `hw:address-limit` from
 * other apps (the API's addressLimitBanner decides, never the event), and shows the bar while it says so.
 */
export function AddressLimitBanner() {
  const { isLoggedIn } = useSession();
  const pathname = usePathname();
  const [flag, setFlag] = useState(false);

  useEffect(() => {
    if (!isLoggedIn) {
      setFlag(false);
      return undefined;
    }
    if (!refreshesLimitsOn(pathname)) return undefined;
    let current = true;
    const refresh = () =>
      void fetchUserLimits().then((limits) => {
        if (current) setFlag(limits?.addressLimitBanner === true);
      });
    refresh();
    // Another app saw the address count change: ask the API again, whose addressLimitBanner is the one
    // rule (more than one order, one of them Paid, and none left); running out alone is not enough.
    const unsubscribe = [subscribeAddressLimit(refresh), subscribePaymentCompleted(refresh)];
    return () => {
      current = false;
      unsubscribe.forEach((stop) => stop());
    };
  }, [pathname, isLoggedIn]);

  if (!isLoggedIn || !showsBanner(flag)) return null;

  return (
    <Suspense fallback={null}>
      <AddressLimitBar onClose={() => setFlag(false)} />
    </Suspense>
  );
}
