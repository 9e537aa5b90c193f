import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@homeworth/shared-lib';
import { ACCOUNT_EVENT_LABELS } from '@homeworth/shared-lib/domain';
import { FormError } from '../../ui/auth-card.component';
import type { AccountState } from '../../app/root';
import { activityRequested } from './account-security.slice';
import { DeviceList } from './signed-in-devices-section.component';

/** "Account activity": sign-ins, failed sign-ins and security changes, newest first, 20 at a time. */
export function AccountActivitySection() {
  const dispatch = useDispatch();
  const { events, nextBefore, error } = useSelector((s: AccountState) => s.accountSecurity.activity);

  useEffect(() => {
    dispatch(activityRequested(undefined));
  }, [dispatch]);

  if (!events) return error ? <FormError role="alert">{error}</FormError> : <p role="status">Loading…</p>;
  if (events.length === 0) return <p>No account activity yet.</p>;
  return (
    <>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <DeviceList aria-label="Account activity">
        {events.map((e) => (
          <li key={e.id}>
            <span>
              <strong>{ACCOUNT_EVENT_LABELS[e.kind]}</strong>
              <small>
                <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                {e.device ? ` · ${e.device}` : ''}
                {e.ipPrefix ? ` · near ${e.ipPrefix}` : ''}
              </small>
            </span>
          </li>
        ))}
      </DeviceList>
      {nextBefore !== null ? (
        <Button type="button" variant="secondary" onClick={() => dispatch(activityRequested(nextBefore))}>
          Show older activity
        </Button>
      ) : null}
    </>
  );
}
