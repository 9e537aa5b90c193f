import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAgentRole, Page as SharedPage } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import { AgentProfileForm } from './agent-profile-form.component';

/** The shared page frame, with this page's own rules. */
const Page = styled(SharedPage).attrs({ $width: 'narrow' })`
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Card = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 12px 24px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.quinary};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.85rem;
  font-weight: 700;
`;

/** `/agent/edit-profile`: the agent's tier and the agent form (names, username, phone, email, links, photo). */
export function AgentProfilePage() {
  const session = useSelector((s: AgentState) => s.session.current);
  if (session === null) return <Page aria-busy="true" />;
  if (!session.user) {
    return (
      <Page>
        <h1>Agent profile</h1>
        <p>Sign in with your agent or broker account to manage your profile and clients.</p>
        <Link to="/login?referrer=/agent/edit-profile">Sign in</Link> or <Link to="/signup?user=agent">create an agent account</Link>
      </Page>
    );
  }
  if (!isAgentRole(session.role)) {
    return (
      <Page>
        <h1>Agent profile</h1>
        <p>This page is for agent and broker accounts. You are signed in as {session.user.userEmail}.</p>
        <Link to="/dashboard">Go to your home dashboard</Link>
      </Page>
    );
  }
  const isPro = session.role === 'AGENT_PRO';
  return (
    <Page>
      <h1>Agent profile</h1>
      <p>How clients see you on the home reports you share.</p>
      <Card>
        <dt>Name</dt>
        <dd>
          {session.user.userFirstName} {session.user.userLastName}
        </dd>
        <dt>Email</dt>
        <dd>{session.user.userEmail}</dd>
        <dt>Plan</dt>
        <dd>{isPro ? <Badge>Agent/Broker PRO</Badge> : 'Free'}</dd>
      </Card>
      {isPro ? null : (
        <p>
          <Link to="/agent/payment-wall">Upgrade to Pro</Link> for unlimited client reports and your branding on every report.
        </p>
      )}
      <p>
        <Link to="/agent/activity">Client activity and alerts</Link> · <Link to="/agent/share-report">Share a branded home report</Link> ·{' '}
        <Link to="/user/edit-profile">Change your email or password</Link>
      </p>
      <AgentProfileForm agentId={session.user.userId} />
    </Page>
  );
}
