import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal } from '@homeworth/shared-lib';
import type { MaintenanceState } from '../../app/root';
import { Actions, Card, Notice } from '../../ui/maintenance-ui';
import { feedOpened, feedRequested } from './calendar-feed.slice';

const UrlField = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 12px;
  label {
    flex: 1 1 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 240px;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

type Confirm = 'make' | 'revoke' | null;

/** Weekly reminder emails (opt-in in the home's preferences) and the private calendar feed: copy, make anew, revoke. */
export function CalendarAndReminders({ userPropertyId }: { userPropertyId: number }) {
  const dispatch = useDispatch();
  const { feed, busy, error } = useSelector((s: MaintenanceState) => s.calendarFeed);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    dispatch(feedOpened(userPropertyId));
  }, [dispatch, userPropertyId]);

  const change = (kind: 'make' | 'revoke') => {
    setConfirm(null);
    setCopied(false);
    dispatch(feedRequested({ userPropertyId, change: kind }));
  };
  const copy = async () => {
    if (!feed?.url) return;
    await navigator.clipboard?.writeText(feed.url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Card aria-labelledby="reminders-title">
      <h2 id="reminders-title">Reminders and calendar</h2>
      <h3>Weekly email</h3>
      <p>
        Every Monday, an email with the tasks due that week. Turn it on or off with <strong>Send me maintenance reminders</strong> in{' '}
        <Link to="/user/home-preferences">your home preferences</Link>; every email has a one-click unsubscribe link.
      </p>
      <h3>Calendar feed</h3>
      <p>Subscribe to this plan in Google Calendar, Apple Calendar or Outlook with a private address. Anyone with the address can read the plan, so keep it to yourself.</p>
      {error ? (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {feed?.url ? (
        <UrlField>
          <label htmlFor="calendar-feed-url">Your private calendar feed address</label>
          <input id="calendar-feed-url" readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} data-testid="calendar-feed-url" />
          <Button variant="secondary" onClick={copy}>
            {copied ? 'Copied' : 'Copy address'}
          </Button>
        </UrlField>
      ) : feed?.active ? (
        <p data-testid="calendar-feed-state">Your calendar feed is on. Its address is shown only when it is made; make a new one to see it again.</p>
      ) : null}
      <Actions>
        {feed?.active ? (
          <>
            <Button variant="secondary" loading={busy} onClick={() => setConfirm('make')}>
              Make a new address
            </Button>
            <Button variant="link" disabled={busy} onClick={() => setConfirm('revoke')}>
              Turn off the feed
            </Button>
          </>
        ) : (
          <Button loading={busy} onClick={() => change('make')}>
            Make my calendar feed
          </Button>
        )}
      </Actions>
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'make' ? 'Make a new feed address?' : 'Turn off the calendar feed?'}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button onClick={() => change(confirm ?? 'make')}>{confirm === 'make' ? 'Make a new address' : 'Turn off'}</Button>
          </>
        }
      >
        <p>The current address stops working at once: calendars subscribed to it stop updating.</p>
      </Modal>
    </Card>
  );
}
