import { useEffect, useState } from 'react';
import { Button } from '@homeworth/shared-lib';
import { ACCOUNT_EVENT_LABELS } from '@homeworth/shared-lib/domain';
import { FormError } from '../../ui/auth-card.component';
import { fetchAccountActivity, type AccountEvent } from './account-security.api';
import { DeviceList } from './signed-in-devices-section.component';

/** "Account activity": sign-ins, failed sign-ins and security changes, newest first, 20 at a time. */
export function AccountActivitySection() {
  const [events, setEvents] = useState<AccountEvent[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = (before?: number) =>
    fetchAccountActivity(before).then(
      (page) => {
        setEvents((shown) => [...(before === undefined ? [] : (shown ?? [])), ...page.events]);
        setNextBefore(page.nextBefore);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : 'Could not load your account activity.'),
    );
  useEffect(() => {
    void load();
  }, []);

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
        <Button type="button" variant="secondary" onClick={() => void load(nextBefore)}>
          Show older activity
        </Button>
      ) : null}
    </>
  );
}
