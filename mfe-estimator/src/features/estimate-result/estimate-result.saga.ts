import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { ESTIMATOR_GATE_CODES, type EstimateResult } from '@homeworth/shared-lib/domain';
import { fetchEstimate } from './estimate-result.api';
import { estimateFailed, estimateGated, estimateRequested, estimateSucceeded } from './estimate-result.slice';

function* priceEstimate(action: ReturnType<typeof estimateRequested>) {
  try {
    const result: EstimateResult = yield call(fetchEstimate, action.payload);
    yield put(estimateSucceeded(result));
  } catch (error) {
    if (error instanceof ApiError && error.code === ESTIMATOR_GATE_CODES.signUpRequired) yield put(estimateGated(error.message));
    else yield put(estimateFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Prices the answers on request; a newer request (another finish level) cancels the older one. */
export function* estimateResultSaga() {
  yield takeLatest(estimateRequested.type, priceEstimate);
}
