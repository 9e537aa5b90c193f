import { act, screen } from '@testing-library/react';
import { sampleAgentClient } from '@homeworth/shared-lib/test-fixtures';
import { renderAgentPage } from '../../test/render-agent-page';
import { mockSignIn } from '@homeworth/shared-lib/mock';
import { ROLE_IDS } from '@homeworth/shared-lib';
import { clientsLoaded } from '../../features/agent-clients/agent-clients.slice';
import { paymentWallLoaded } from '../../features/payment-wall/payment-wall.slice';
import { AgentDashboardPage } from './agent-dashboard-page.component';
import { PaymentWallPage } from '../../features/payment-wall/payment-wall-page.component';
import { subscriptionSummary } from '../../features/payment-wall/subscription-panel.component';

const client = sampleAgentClient({ accountStatus: 'Active', createdAt: '2026-03-04T00:00:00.000Z' });

describe('the agent dashboard', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a new agent sees clients, activity and next steps, not the homeowner\'s "Add your home"', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent, userFirstName: 'Dana' });
    const remote = await renderAgentPage(<AgentDashboardPage />);
    act(() => {
      remote.store.dispatch(clientsLoaded([]));
    });
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeTruthy();
    expect(screen.getByTestId('client-count').textContent).toBe('0');
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first client' }).getAttribute('href')).toBe('/agent/list-manager');
    expect(screen.getByRole('link', { name: /Upgrade to Agent\/Broker PRO/ }).getAttribute('href')).toBe('/agent/payment-wall');
    expect(screen.queryByText(/Add your home/)).toBeNull();

    act(() => {
      remote.store.dispatch(clientsLoaded([client]));
    });
    expect(screen.getByTestId('client-count').textContent).toBe('1');
    expect(screen.getByText('Mar 4, 2026: you added Maria Lopez, who has joined Homeworth')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add your first client' })).toBeNull();
    remote.dispose();
  });
});

describe('the payment wall for agents', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('offers "Maybe later" to the agent dashboard to an agent who is not Pro', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderAgentPage(<PaymentWallPage />);
    expect(screen.getByRole('link', { name: 'Maybe later' }).getAttribute('href')).toBe('/agent/dashboard');
    remote.dispose();
  });

  it('shows a Pro subscriber the renewal date with cancel and switch-billing actions', async () => {
    mockSignIn({ roleId: ROLE_IDS.agent });
    const remote = await renderAgentPage(<PaymentWallPage />);
    const subscription = { productName: 'PRO_TIER_99_MONTHLY', status: 'active', currentPeriodEnd: '2026-12-23T10:00:00.000Z', renews: true };
    act(() => {
      remote.store.dispatch(
        paymentWallLoaded({
          plans: [],
          paymentState: { enablePaywall: false, isLimitExhausted: false, isMonthlySubscriptionFailed: false, monthlySubscriptionFailedInvoiceUrl: null, subscription },
        }),
      );
    });
    expect(screen.getByTestId('subscription-summary').textContent).toBe('Agent/Broker PRO, billed monthly. Renews on December 23, 2026.');
    expect(screen.getByRole('button', { name: 'Cancel renewal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to yearly billing at renewal' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Maybe later' })).toBeNull();
    expect(subscriptionSummary({ ...subscription, renews: false, productName: 'PRO_TIER_996_YEARLY' })).toBe(
      'Agent/Broker PRO, billed yearly. Cancelled: PRO stays on until December 23, 2026 and does not renew.',
    );
    remote.dispose();
  });
});
