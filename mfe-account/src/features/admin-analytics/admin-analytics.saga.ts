import { call, put, takeLatest } from 'redux-saga/effects';
import { adminLoadFailure } from '../../shared/admin-access';
import { fetchOnboardingFunnel, type OnboardingFunnel } from './admin-analytics.api';
import { funnelFailed, funnelLoaded, funnelRequested } from './admin-analytics.slice';

function* load(action: ReturnType<typeof funnelRequested>) {
  try {
    const funnel: OnboardingFunnel = yield call(fetchOnboardingFunnel, action.payload);
    yield put(funnelLoaded(funnel));
  } catch (error) {
    yield put(funnelFailed(adminLoadFailure(error)));
  }
}

/** The onboarding funnel page: loading the chosen period. */
export function* adminAnalyticsSaga() {
  yield takeLatest(funnelRequested.type, load);
}
