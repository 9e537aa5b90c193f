import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@homeworth/shared-lib';
import { describeActivity, HIGHLY_ENGAGED_CLICKS, HIGHLY_ENGAGED_WINDOW_DAYS, type InvitationStatus } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { Tag } from '../../ui/client-card.component';
import { Muted, Notice, Panel, Row, Timeline, when } from '../../ui/panels';
import { clientEngagementOpened, engagementActionRequested } from './engagement.slice';

const INVITATION_TEXT: Record<InvitationStatus, string> = {
  'not-invited': 'Not invited yet',
  invited: 'Invitation sent',
  expired: 'Invitation link expired',
  revoked: 'Invitation revoked',
  joined: 'Joined',
  'opted-out': 'Opted out of your emails',
};

/**
 * One client's engagement on their page: the invitation (send, resend, revoke), the highly-engaged
 * mark, the monthly digest (on/off, preview, send now), the emails sent with their clicks, and the
 * timeline of clicks, texts and joins.
 */
export function ClientActivity({ clientId }: { clientId: number }) {
  const dispatch = useDispatch();
  const state = useSelector((s: AgentState) => s.engagement.clients[clientId]);
  useEffect(() => {
    dispatch(clientEngagementOpened(clientId));
  }, [dispatch, clientId]);
  const e = state?.engagement;
  const act = (action: Parameters<typeof engagementActionRequested>[0]['action']) => dispatch(engagementActionRequested({ clientId, action }));
  const busy = state?.busy ?? false;

  return (
    <Panel aria-labelledby="client-activity-title" aria-busy={state?.loading ?? true}>
      <h2 id="client-activity-title">Activity</h2>
      {state?.notice ? (
        <Notice role={state.notice.error ? 'alert' : 'status'} $error={state.notice.error}>
          {state.notice.text}
        </Notice>
      ) : null}
      {!e ? (
        <Muted role="status">Loading activity…</Muted>
      ) : (
        <>
          <Row>
            <Tag $tone={e.invitation === 'joined' ? 'good' : e.invitation === 'expired' || e.invitation === 'revoked' || e.invitation === 'opted-out' ? 'warn' : 'muted'}>
              {INVITATION_TEXT[e.invitation]}
            </Tag>
            {e.highlyEngaged ? <Tag $tone="good">Highly engaged</Tag> : null}
            <span>
              {e.clicksInWindow} {e.clicksInWindow === 1 ? 'click' : 'clicks'} in the last {HIGHLY_ENGAGED_WINDOW_DAYS} days ({HIGHLY_ENGAGED_CLICKS} or more: highly engaged)
            </span>
          </Row>
          {e.invitation === 'joined' || e.invitation === 'opted-out' ? null : (
            <Row>
              <Button onClick={() => act('invite')} loading={busy}>
                {e.invitation === 'not-invited' ? 'Send invitation' : 'Resend invitation'}
              </Button>
              {e.invitation === 'invited' ? (
                <Button variant="secondary" onClick={() => act('revoke')} disabled={busy}>
                  Revoke invitation
                </Button>
              ) : null}
            </Row>
          )}

          <h3>Monthly home digest</h3>
          <p>
            {e.digest.unsubscribed
              ? 'The client unsubscribed from the digest.'
              : e.digest.enabled
                ? `On, sent ${e.digest.cadence}${e.digest.cadence === 'quarterly' ? ' (six digests went unclicked; a click brings it back to monthly)' : ''}${e.invitation === 'joined' ? '' : ', once the client accepts the invitation'}.`
                : 'Off for this client.'}
          </p>
          <Row>
            <a href={`/api/v1/agent/clients/${clientId}/digest-preview`} target="_blank" rel="noopener">
              Preview the digest (opens in a new tab)
            </a>
            {e.digest.unsubscribed ? null : (
              <Button variant="secondary" onClick={() => act(e.digest.enabled ? 'digest-off' : 'digest-on')} disabled={busy}>
                {e.digest.enabled ? 'Turn digest off' : 'Turn digest on'}
              </Button>
            )}
            {e.digest.enabled && !e.digest.unsubscribed && e.invitation === 'joined' ? (
              <Button variant="secondary" onClick={() => act('send-digest')} disabled={busy}>
                Send this month’s digest now
              </Button>
            ) : null}
          </Row>

          <h3>Emails sent</h3>
          {e.emails.length === 0 ? (
            <Muted>No emails yet.</Muted>
          ) : (
            <Timeline aria-label="Emails sent, newest first">
              {e.emails.map((m) => (
                <li key={m.id}>
                  <span>
                    {m.subject} · {m.clicks} {m.clicks === 1 ? 'click' : 'clicks'}
                  </span>
                  <time dateTime={m.sentAt}>{when(m.sentAt)}</time>
                </li>
              ))}
            </Timeline>
          )}

          <h3>Timeline</h3>
          {e.activity.length === 0 ? (
            <Muted>No activity yet.</Muted>
          ) : (
            <Timeline aria-label="Client activity, newest first">
              {e.activity.map((a) => (
                <li key={a.id}>
                  <span>{describeActivity(a)}</span>
                  <time dateTime={a.createdAt}>{when(a.createdAt)}</time>
                </li>
              ))}
            </Timeline>
          )}
        </>
      )}
    </Panel>
  );
}
