import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { AgentState } from '../../app/root';
import { activityOpened } from './engagement.slice';

/** The agent's unread alerts and the way to the client activity page (for the agent dashboard). */
export function AlertsSummary() {
  const dispatch = useDispatch();
  const notifications = useSelector((s: AgentState) => s.engagement.notifications);
  useEffect(() => {
    dispatch(activityOpened());
  }, [dispatch]);
  const unread = notifications?.unreadCount ?? 0;
  return (
    <p>
      <Link to="/agent/activity">{unread > 0 ? `${unread} unread ${unread === 1 ? 'alert' : 'alerts'}: see client activity` : 'See client activity and alerts'}</Link>
    </p>
  );
}
