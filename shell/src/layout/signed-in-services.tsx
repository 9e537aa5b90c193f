import { AddressLimitBanner } from '../features/address-limit-banner/address-limit-banner.component';
import { useVisitTracking } from '../features/visit-tracking/use-visit-tracking';

/** What runs for a signed-in user only: visit tracking and the address-limit banner. */
export function SignedInServices() {
  useVisitTracking();
  return <AddressLimitBanner />;
}
