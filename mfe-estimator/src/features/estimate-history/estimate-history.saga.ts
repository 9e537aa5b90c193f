import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { deletePlanRequest, fetchPlans } from '../../shared/saved-plans.api';
import { historyFailed, historyLoaded, historyRequested, planDeleted, planDeleteRequested } from './estimate-history.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* load() {
  try {
    const plans: EstimatorPlan[] = yield call(fetchPlans);
    yield put(historyLoaded(plans));
  } catch (error) {
    yield put(historyFailed(messageOf(error)));
  }
}

function* remove(action: ReturnType<typeof planDeleteRequested>) {
  try {
    yield call(deletePlanRequest, action.payload);
    yield put(planDeleted(action.payload));
  } catch (error) {
    yield put(historyFailed(messageOf(error)));
  }
}

/** Loads the saved plans and deletes one on request. */
export function* estimateHistorySaga() {
  yield takeLatest(historyRequested.type, load);
  yield takeEvery(planDeleteRequested.type, remove);
}
