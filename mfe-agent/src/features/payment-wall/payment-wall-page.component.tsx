import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AGENT_PRO_PRODUCTS, Button, formatPrice, isAgentRole, media, theme, Page as SharedPage } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import { paymentWallOpened, planChosen } from './payment-wall.slice';
import { SubscriptionPanel } from './subscription-panel.component';

/** The shared page frame, with this page's own rules. */
const Page = styled(SharedPage).attrs({ $width: 'medium' })`
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 640px;
  }
`;

const Plans = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  margin-top: 24px;
  ${media.below('xs')} {
    grid-template-columns: 1fr;
  }
`;

const Plan = styled.article<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $featured }) => ($featured ? theme.colors.quinary : theme.colors.border)};
  border-radius: 12px;
  h2 {
    margin: 0;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amount = styled.p`
  && {
    font-size: 2.25rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    font-size: 1rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Benefits = styled.ul`
  margin: 24px 0 0;
  padding-left: 20px;
  line-height: 1.8;
`;

const Alert = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 16px 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $tone }) => ($tone === 'error' ? theme.colors.errorSoft : theme.colors.quinaryTint)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.quinary)};
  font-weight: 600;
`;

const Later = styled.p`
  && {
    margin: 20px 0 0;
    font-size: 1.05rem;
  }
  a {
    font-weight: 700;
  }
`;

const LABELS: Record<string, { label: string; unit: string }> = {
  [AGENT_PRO_PRODUCTS.monthly]: { label: 'Pay monthly', unit: '/month' },
  [AGENT_PRO_PRODUCTS.yearly]: { label: 'Pay annually', unit: '/year' },
};

/** `/agent/payment-wall`: Agent/Broker PRO, paid monthly or annually, through the hosted checkout. */
export function PaymentWallPage() {
  const dispatch = useDispatch();
  const session = useSelector((s: AgentState) => s.session.current);
  const { plans, paymentState, loading, checkoutPlan, error } = useSelector((s: AgentState) => s.paymentWall);
  const signedIn = session?.isLoggedIn ?? false;

  useEffect(() => {
    if (session !== null) dispatch(paymentWallOpened());
  }, [dispatch, session?.isLoggedIn, session]);

  if (session === null) return <Page aria-busy="true" />;
  const isPro = session.role === 'AGENT_PRO' || paymentState?.enablePaywall === false;

  return (
    <Page>
      <h1>Upgrade to Agent/Broker PRO</h1>
      <p>Give every client a full home report and remodel plan under your name, and manage unlimited contacts.</p>
      {paymentState?.isMonthlySubscriptionFailed ? (
        <Alert $tone="error" role="alert">
          Your last monthly payment did not go through.{' '}
          {paymentState.monthlySubscriptionFailedInvoiceUrl ? <a href={paymentState.monthlySubscriptionFailedInvoiceUrl}>Pay the open invoice</a> : 'Please choose a plan again.'}
        </Alert>
      ) : null}
      {isPro ? (
        <Alert $tone="info" role="status">
          You are on Agent/Broker PRO. <Link to="/agent/edit-profile">Go to your profile</Link>
        </Alert>
      ) : null}
      {paymentState?.enablePaywall === false && paymentState.subscription ? <SubscriptionPanel subscription={paymentState.subscription} /> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {!signedIn ? (
        <Alert $tone="info">
          <Link to="/login?referrer=/agent/payment-wall">Sign in</Link> or <Link to="/signup?user=agent">create an agent account</Link> to upgrade.
        </Alert>
      ) : null}
      {loading && plans.length === 0 ? <p role="status">Loading plans…</p> : null}
      <Plans>
        {plans.map((plan) => {
          const copy = LABELS[plan.name] ?? { label: plan.displayName, unit: '' };
          return (
            <Plan key={plan.name} $featured={plan.name === AGENT_PRO_PRODUCTS.yearly} aria-labelledby={`plan-${plan.name}`}>
              <h2 id={`plan-${plan.name}`}>{copy.label}</h2>
              <Amount>
                {formatPrice(plan.priceCents)}
                <span>{copy.unit}</span>
              </Amount>
              <p>{plan.description}</p>
              <p>No setup fee.</p>
              <Button
                variant={plan.name === AGENT_PRO_PRODUCTS.yearly ? 'primary' : 'secondary'}
                loading={checkoutPlan === plan.name}
                disabled={!signedIn || isPro || !isAgentRole(session.role) || checkoutPlan !== null}
                onClick={() => dispatch(planChosen(plan.name))}
              >
                {copy.label}
              </Button>
            </Plan>
          );
        })}
      </Plans>
      {signedIn && !isAgentRole(session.role) ? <Alert $tone="info">Agent/Broker PRO is for agent accounts.</Alert> : null}
      {signedIn && isAgentRole(session.role) && !isPro ? (
        <Later>
          <Link to="/agent/dashboard">Maybe later</Link>: start with your clients and upgrade when you are ready.
        </Later>
      ) : null}
      <Benefits aria-label="What PRO includes">
        <li>Home reports and remodel plans for every client, under your name and photo</li>
        <li>Unlimited contacts in your list manager</li>
        <li>Financing and insurance links shown to your clients</li>
        <li>The PRO label on your profile</li>
      </Benefits>
    </Page>
  );
}
