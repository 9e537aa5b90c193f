import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { AGENT_PRO_PRODUCTS, Button, Card } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import type { AgentPaymentState } from './payment-wall.api';
import { subscriptionChangeRequested } from './payment-wall.slice';

const Box = styled(Card)`
  margin: 16px 0 0;
  padding: 20px;
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** What the subscriber's plan is and when it renews (or ends), in words. */
export function subscriptionSummary(subscription: NonNullable<AgentPaymentState['subscription']>): string {
  const billing = subscription.productName === AGENT_PRO_PRODUCTS.yearly ? 'billed yearly' : 'billed monthly';
  return subscription.renews
    ? `Agent/Broker PRO, ${billing}. Renews on ${day(subscription.currentPeriodEnd)}.`
    : `Agent/Broker PRO, ${billing}. Cancelled: PRO stays on until ${day(subscription.currentPeriodEnd)} and does not renew.`;
}

/** A Pro subscriber's plan: the renewal date, cancel (or resume) renewal, switch between monthly and yearly billing. */
export function SubscriptionPanel({ subscription }: { subscription: NonNullable<AgentPaymentState['subscription']> }) {
  const dispatch = useDispatch();
  const changing = useSelector((s: AgentState) => s.paymentWall.changing);
  const yearly = subscription.productName === AGENT_PRO_PRODUCTS.yearly;
  return (
    <Box aria-labelledby="your-plan">
      <h2 id="your-plan">Your plan</h2>
      <p data-testid="subscription-summary">{subscriptionSummary(subscription)}</p>
      <div className="actions">
        <Button
          variant="secondary"
          disabled={changing}
          onClick={() => dispatch(subscriptionChangeRequested({ productName: yearly ? AGENT_PRO_PRODUCTS.monthly : AGENT_PRO_PRODUCTS.yearly }))}
        >
          {yearly ? 'Switch to monthly billing at renewal' : 'Switch to yearly billing at renewal'}
        </Button>
        <Button variant="secondary" disabled={changing} onClick={() => dispatch(subscriptionChangeRequested({ renews: !subscription.renews }))}>
          {subscription.renews ? 'Cancel renewal' : 'Keep my plan (renew)'}
        </Button>
      </div>
    </Box>
  );
}
