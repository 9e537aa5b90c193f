import { all, call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, getSession, MESSAGES, recordAnalyticsEvent, startCheckout, type PaymentProduct } from '@homeworth/shared-lib';
import { changeSubscription, fetchAgentPaymentState, fetchAgentPlans, type AgentPaymentState } from './payment-wall.api';
import { paymentWallFailed, paymentWallLoaded, paymentWallOpened, planChosen, subscriptionChanged, subscriptionChangeRequested } from './payment-wall.slice';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.genericError;
}

function* loadPaymentWall() {
  try {
    const signedIn = getSession().isLoggedIn;
    const [plans, paymentState]: [PaymentProduct[], AgentPaymentState | null] = yield all([call(fetchAgentPlans), signedIn ? call(fetchAgentPaymentState) : null]);
    yield put(paymentWallLoaded({ plans, paymentState }));
  } catch (error) {
    yield put(paymentWallFailed(messageOf(error)));
  }
}

function* checkout(action: ReturnType<typeof planChosen>) {
  try {
    yield call(recordAnalyticsEvent, { category: 'paywall', step: 'bundle-selection', detail: action.payload });
    // Paid: back on the profile, where the shell's payment result modal confirms and shows the outcome.
    // Cancelled: back on this page, to choose again.
    yield call(startCheckout, action.payload, { referrer: '/agent/edit-profile', cancelReferrer: '/agent/payment-wall' });
  } catch (error) {
    yield put(paymentWallFailed(messageOf(error)));
  }
}

function* changePlan(action: ReturnType<typeof subscriptionChangeRequested>) {
  try {
    const state: AgentPaymentState = yield call(changeSubscription, action.payload);
    yield put(subscriptionChanged(state));
  } catch (error) {
    yield put(paymentWallFailed(messageOf(error)));
  }
}

/** Loads plans and payment state; starts the hosted checkout for the chosen plan; sends a subscriber's plan changes. */
export function* paymentWallSaga() {
  yield takeLatest(paymentWallOpened.type, loadPaymentWall);
  yield takeLatest(planChosen.type, checkout);
  yield takeLatest(subscriptionChangeRequested.type, changePlan);
}
