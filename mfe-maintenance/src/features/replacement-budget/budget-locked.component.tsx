import { useState } from 'react';
import { apiRequest, Button, dispatchAddressLimit, MESSAGES, useSession } from '@homeworth/shared-lib';
import type { ReportAccessLevel } from '@homeworth/shared-lib/domain';
import { AddressesLeft, unlockText, useAddressPrice, useAddressesLeft } from '@homeworth/shared-lib/tier-offer';
import { Actions, ButtonLink, Callout, Notice } from '../../ui/maintenance-ui';
import type { PlanHome } from '../../plan-home';

/** Where a bundle is bought for this home: paying unlocks it and comes back to this page. */
const bundlesFor = (kukunId: number) => `/pricing-options?referrer=${encodeURIComponent(window.location.pathname + window.location.search)}&home=${kukunId}`;

/**
 * The budget as a tier that does not open it sees it: the API sent none of its figures (the same rule
 * locks the report's condition details and maintenance), what unlocks it, for how much, and the way to it.
 */
export function BudgetLocked({
  home,
  requires,
  userPropertyId,
  onUnlocked,
}: {
  home: PlanHome;
  requires: ReportAccessLevel;
  userPropertyId: number | null;
  onUnlocked: () => void;
}) {
  const { isLoggedIn } = useSession();
  const price = useAddressPrice();
  const left = useAddressesLeft(isLoggedIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const spendAddress = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<{ limits: { addressRemainingCount: number } }>({ method: 'POST', url: '/v1/payment/address-upgrade-to-paid', data: { userPropertyId } });
      dispatchAddressLimit({ reached: answer.limits.addressRemainingCount <= 0 });
      onUnlocked();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.genericError);
      setBusy(false);
    }
  };
  return (
    <Callout data-locked="true" data-testid="budget-locked">
      <p>
        <strong>Locked on your plan.</strong> The ages, remaining lives and replacement costs of this home’s parts open with its full report.
      </p>
      <p data-testid="unlock-offer">{unlockText(requires, price)}</p>
      <AddressesLeft signedIn={isLoggedIn} />
      {error ? (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      <Actions>
        {requires === 'full' && userPropertyId !== null && left !== null && left > 0 ? (
          <Button onClick={() => void spendAddress()} disabled={busy}>
            Use 1 address
          </Button>
        ) : requires === 'full' && isLoggedIn ? (
          <ButtonLink to={bundlesFor(home.kukunId)}>Unlock this home</ButtonLink>
        ) : (
          <ButtonLink to={`/login?referrer=${encodeURIComponent(window.location.pathname)}`}>Sign in</ButtonLink>
        )}
      </Actions>
    </Callout>
  );
}
