import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PropertyReportState } from '../../app/root';

const Page = styled.section`
  max-width: 1080px;
  margin: 0 auto;
  padding: 40px 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Muted = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const Card = styled.article`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PrimaryLink = styled(Link)`
  display: inline-block;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

const TOOLS = [
  { to: '/home-renovation-costs', title: 'Remodel cost estimator', text: 'Cost ranges and return on investment for 51 project types.' },
  { to: '/my-maintenance/app', title: 'Maintenance plan', text: 'When each part of your home is due for care or replacement.' },
  { to: '/my-neighborhood/projects', title: 'Permits near you', text: 'Active building permits in your neighbourhood.' },
];

/** `/dashboard`: the signed-in user's home dashboard. */
export function DashboardPage() {
  const session = useSelector((s: PropertyReportState) => s.session.current);
  if (session === null) return <Page aria-busy="true" />;

  if (!session.isLoggedIn || !session.user) {
    return (
      <Page>
        <h1>Your home dashboard</h1>
        <Muted>Sign in to see your home’s value, condition score and maintenance plan.</Muted>
        <PrimaryLink to="/login?referrer=/dashboard">Sign in</PrimaryLink>
      </Page>
    );
  }

  return (
    <Page>
      <h1 data-testid="dashboard-greeting">Welcome back, {session.displayName}</h1>
      <Muted>
        Signed in as {session.user.userEmail}
        {session.myHome ? ` · ${session.myHome.address}, ${session.myHome.city}, ${session.myHome.state}` : ''}
      </Muted>
      <Cards>
        {TOOLS.map((tool) => (
          <Card key={tool.to}>
            <h2>{tool.title}</h2>
            <p>{tool.text}</p>
            <Link to={tool.to}>Open {tool.title.toLowerCase()}</Link>
          </Card>
        ))}
      </Cards>
    </Page>
  );
}
