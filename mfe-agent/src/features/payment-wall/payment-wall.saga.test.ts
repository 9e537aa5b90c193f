import { ApiError, getSession, MESSAGES, recordAnalyticsEvent, startCheckout, type PaymentProduct, type Session } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './payment-wall.api';
import { paymentWallSaga } from './payment-wall.saga';
import { paymentWallFailed, paymentWallLoaded, paymentWallOpened, planChosen, subscriptionChangeRequested, subscriptionChanged } from './payment-wall.slice';

// The HTTP calls (and the shared checkout) are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./payment-wall.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), getSession: jest.fn(), recordAnalyticsEvent: jest.fn(), startCheckout: jest.fn() }));
const mocked = jest.mocked(api);
const mockedSession = jest.mocked(getSession);
const mockedAnalytics = jest.mocked(recordAnalyticsEvent);
const mockedCheckout = jest.mocked(startCheckout);

const PLANS: PaymentProduct[] = [
  {
    name: 'PRO_TIER_99_MONTHLY',
    kind: 'agent_subscription',
    displayName: 'Agent/Broker PRO, monthly',
    description: 'Pay monthly. Cancel any time.',
    priceCents: 9900,
    quantity: 0,
    billingInterval: 'month',
  },
];
const PAYMENT_STATE: api.AgentPaymentState = {
  enablePaywall: true,
  isLimitExhausted: true,
  isMonthlySubscriptionFailed: false,
  monthlySubscriptionFailedInvoiceUrl: null,
  subscription: null,
};
const session = (isLoggedIn: boolean) => ({ isLoggedIn }) as Session;

const start = () => runSagaAlone(paymentWallSaga);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment wall saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchAgentPlans.mockResolvedValue(PLANS);
    mocked.fetchAgentPaymentState.mockResolvedValue(PAYMENT_STATE);
  });

  it('loads the plans for a guest without asking for a payment state; a signed-in agent gets both', async () => {
    mockedSession.mockReturnValueOnce(session(false)).mockReturnValueOnce(session(true));
    const saga = start();
    saga.put(paymentWallOpened());
    await flush();
    expect(mocked.fetchAgentPaymentState).not.toHaveBeenCalled();
    saga.put(paymentWallOpened());
    await flush();
    expect(saga.dispatched).toEqual([paymentWallLoaded({ plans: PLANS, paymentState: null }), paymentWallLoaded({ plans: PLANS, paymentState: PAYMENT_STATE })]);
    saga.task.cancel();
  });

  it('records the choice and starts checkout back to the profile (paid) or this page (cancelled)', async () => {
    mockedCheckout.mockResolvedValue({ free: false });
    const saga = start();
    saga.put(planChosen('PRO_TIER_99_MONTHLY'));
    await flush();
    expect(mockedAnalytics).toHaveBeenCalledWith({ category: 'paywall', step: 'bundle-selection', detail: 'PRO_TIER_99_MONTHLY' });
    expect(mockedCheckout).toHaveBeenCalledWith('PRO_TIER_99_MONTHLY', { referrer: '/agent/edit-profile', cancelReferrer: '/agent/payment-wall' });
    expect(saga.dispatched).toEqual([]);
    saga.task.cancel();
  });

  it("a plan change puts the new state; a refusal shows the API's message, a lost connection the generic one", async () => {
    const cancelled = { ...PAYMENT_STATE, subscription: { productName: 'PRO_TIER_99_MONTHLY', status: 'active', currentPeriodEnd: '2026-12-23T00:00:00.000Z', renews: false } };
    mocked.changeSubscription
      .mockResolvedValueOnce(cancelled)
      .mockRejectedValueOnce(new ApiError(409, [{ code: 'NO_SUBSCRIPTION', message: 'There is no subscription to change.' }]));
    mockedCheckout.mockRejectedValue(new Error('Network Error'));
    const saga = start();
    saga.put(subscriptionChangeRequested({ renews: false }));
    await flush();
    expect(mocked.changeSubscription).toHaveBeenCalledWith({ renews: false });
    saga.put(subscriptionChangeRequested({ productName: 'PRO_TIER_996_YEARLY' }));
    await flush();
    saga.put(planChosen('PRO_TIER_99_MONTHLY'));
    await flush();
    expect(saga.dispatched).toEqual([subscriptionChanged(cancelled), paymentWallFailed('There is no subscription to change.'), paymentWallFailed(MESSAGES.genericError)]);
    saga.task.cancel();
  });
});
