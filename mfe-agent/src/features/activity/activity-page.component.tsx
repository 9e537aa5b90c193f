import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, isAgentRole } from '@homeworth/shared-lib';
import { describeActivity } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { Muted, Notice, Panel, Row, Timeline, when } from '../../ui/panels';
import { activityOpened, notificationsReadRequested } from './engagement.slice';

/** `/agent/activity`: the alerts (unread first marked) and the feed of invitations sent and every client's clicks, texts, joins and opt-outs. */
export function ActivityPage() {
  const dispatch = useDispatch();
  const session = useSelector((s: AgentState) => s.session.current);
  const { feed, notifications, error } = useSelector((s: AgentState) => s.engagement);
  const isAgent = session?.user ? isAgentRole(session.role) : false;
  useEffect(() => {
    if (isAgent) dispatch(activityOpened());
  }, [dispatch, isAgent]);

  if (session === null) return <AgentPage aria-busy="true" />;
  if (!isAgent) {
    return (
      <AgentPage>
        <h1>Client activity</h1>
        <p>Client activity is for agent and broker accounts.</p>
        {session.user ? <Link to="/dashboard">Go to your home dashboard</Link> : <Link to="/login?referrer=/agent/activity">Sign in</Link>}
      </AgentPage>
    );
  }
  const unread = notifications?.unreadCount ?? 0;
  return (
    <AgentPage>
      <h1>Client activity</h1>
      <p>The invitations you send, and what your clients do with your emails: clicks, texts to you, invitations accepted and opt-outs.</p>
      {error ? (
        <Notice role="alert" $error>
          {error}
        </Notice>
      ) : null}
      <Panel aria-labelledby="alerts-title">
        <h2 id="alerts-title">Alerts {unread > 0 ? `(${unread} unread)` : ''}</h2>
        {!notifications ? (
          <Muted role="status">Loading…</Muted>
        ) : notifications.notifications.length === 0 ? (
          <Muted>No alerts yet. You are alerted when a client reacts to an email.</Muted>
        ) : (
          <>
            <Timeline aria-label="Alerts, newest first">
              {notifications.notifications.slice(0, 10).map((n) => (
                <li key={n.id}>
                  <span>
                    {n.read ? null : <strong>New: </strong>}
                    <Link to={`/agent/clients/${n.entry.clientId}`}>{n.text}</Link>
                  </span>
                  <time dateTime={n.entry.createdAt}>{when(n.entry.createdAt)}</time>
                </li>
              ))}
            </Timeline>
            {unread > 0 ? (
              <Row>
                <Button variant="secondary" onClick={() => dispatch(notificationsReadRequested())}>
                  Mark all as read
                </Button>
              </Row>
            ) : null}
          </>
        )}
        <p>
          <Link to="/agent/edit-profile">Choose whether alerts also come by email</Link>
        </p>
      </Panel>
      <Panel aria-labelledby="feed-title">
        <h2 id="feed-title">Activity feed</h2>
        {!feed ? (
          <Muted role="status">Loading…</Muted>
        ) : feed.length === 0 ? (
          <Muted>No activity yet. Invitations and monthly digests bring your clients here.</Muted>
        ) : (
          <Timeline aria-label="Activity, newest first">
            {feed.map((a) => (
              <li key={a.id}>
                <Link to={`/agent/clients/${a.clientId}`}>{describeActivity(a)}</Link>
                <time dateTime={a.createdAt}>{when(a.createdAt)}</time>
              </li>
            ))}
          </Timeline>
        )}
      </Panel>
    </AgentPage>
  );
}
