import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import type { AccountState } from '../../app/root';
import { deviceSignOutRequested, devicesRequested } from './account-security.slice';

export const DeviceList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  > li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    flex-wrap: wrap;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "5 minutes ago", "3 days ago": last-seen times are approximate (written every few minutes). */
export function approximateTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 10) return 'just now';
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** "Where you're signed in": the live sessions, this device marked, any other signed out on request. */
export function SignedInDevicesSection() {
  const dispatch = useDispatch();
  const { list: devices, error, notice } = useSelector((s: AccountState) => s.accountSecurity.devices);

  useEffect(() => {
    dispatch(devicesRequested());
  }, [dispatch]);

  if (!devices) return error ? <FormError role="alert">{error}</FormError> : <p role="status">Loading…</p>;
  const others = devices.filter((d) => !d.current);
  return (
    <>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <DeviceList aria-label="Signed-in devices">
        {devices.map((d) => (
          <li key={d.sessionId}>
            <span>
              <strong>{d.device}</strong>
              {d.current ? ' (this device)' : ''}
              <small>
                {d.current ? 'Active now' : `Last active ${approximateTime(d.lastSeenAt)}`}
                {d.ipPrefix ? ` · near ${d.ipPrefix}` : ''} · signed in {new Date(d.createdAt).toLocaleDateString()}
              </small>
            </span>
            {d.current ? null : (
              <Button
                type="button"
                variant="secondary"
                onClick={() => dispatch(deviceSignOutRequested({ sessionId: d.sessionId, done: `${d.device} is signed out.` }))}
                aria-label={`Sign out ${d.device}, last active ${approximateTime(d.lastSeenAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </DeviceList>
      {others.length > 0 ? (
        <Button type="button" variant="secondary" onClick={() => dispatch(deviceSignOutRequested({ done: 'Every other device is signed out.' }))}>
          Sign out everywhere else
        </Button>
      ) : (
        <p>You are signed in on this device only.</p>
      )}
    </>
  );
}
