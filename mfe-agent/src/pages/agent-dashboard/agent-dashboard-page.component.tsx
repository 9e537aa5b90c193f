import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAgentRole, media, Card } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { clientsRequested } from '../../features/agent-clients/agent-clients.slice';
import { paymentWallOpened } from '../../features/payment-wall/payment-wall.slice';
import { agentActivity, agentNextSteps } from './agent-dashboard';
import { AlertsSummary } from '../../features/activity/alerts-summary.component';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  margin-top: 24px;
  ${media.below('twoColumns')} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled(Card)`
  padding: 20px;
  margin: 0;
  ul,
  ol {
    margin: 0;
    padding-left: 20px;
    line-height: 1.7;
  }
`;

const Count = styled.p`
  margin: 0 0 8px;
  font-size: 2.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

/** `/agent/dashboard`: where an agent lands after "Maybe later" on the payment wall: clients, activity, next steps. */
export function AgentDashboardPage() {
  const dispatch = useDispatch();
  const session = useSelector((s: AgentState) => s.session.current);
  const { clients, total, loading } = useSelector((s: AgentState) => s.agentClients);
  const paymentState = useSelector((s: AgentState) => s.paymentWall.paymentState);
  const isAgent = session?.user ? isAgentRole(session.role) : false;

  useEffect(() => {
    if (!isAgent) return;
    dispatch(clientsRequested({ sort: 'name', filter: 'all', q: '' }));
    dispatch(paymentWallOpened());
  }, [dispatch, isAgent]);

  if (session === null) return <AgentPage aria-busy="true" />;
  if (!session.user || !isAgent) {
    return (
      <AgentPage>
        <h1>Agent dashboard</h1>
        <p>The agent dashboard is for agent and broker accounts.</p>
        {session.user ? <Link to="/dashboard">Go to your home dashboard</Link> : <Link to="/login?referrer=/agent/dashboard">Sign in</Link>}
      </AgentPage>
    );
  }

  const isPro = session.role === 'AGENT_PRO' || paymentState?.enablePaywall === false;
  const steps = agentNextSteps({ clientCount: total, isPro });
  const activity = agentActivity(clients);
  return (
    <AgentPage aria-busy={loading}>
      <h1>Welcome, {session.user.displayName}</h1>
      <p>Your clients, what happened lately and what to do next.</p>
      <Panels>
        <Panel aria-labelledby="dash-clients">
          <h2 id="dash-clients">Clients</h2>
          <Count data-testid="client-count">{clients.length}</Count>
          {clients.length > 0 ? (
            <ul>
              {clients.slice(0, 3).map((c) => (
                <li key={c.id}>
                  {c.firstName} {c.lastName}
                </li>
              ))}
            </ul>
          ) : (
            <p>No clients yet.</p>
          )}
          <p>
            <Link to="/agent/list-manager">{clients.length > 0 ? 'See all clients' : 'Add a client'}</Link>
          </p>
        </Panel>
        <Panel aria-labelledby="dash-activity">
          <h2 id="dash-activity">Activity</h2>
          {activity.length > 0 ? (
            <ul>
              {activity.map((a) => (
                <li key={a.key}>{a.text}</li>
              ))}
            </ul>
          ) : (
            <p>Nothing yet: clients you add and the ones who join Homeworth show here.</p>
          )}
          <AlertsSummary />
        </Panel>
        <Panel aria-labelledby="dash-next">
          <h2 id="dash-next">Next steps</h2>
          <ol>
            {steps.map((step) => (
              <li key={step.href}>{step.done ? <s>{step.label}</s> : <Link to={step.href}>{step.label}</Link>}</li>
            ))}
          </ol>
        </Panel>
      </Panels>
    </AgentPage>
  );
}
