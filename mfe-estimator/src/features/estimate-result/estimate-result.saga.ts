import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { type EstimateResult } from '@homeworth/shared-lib/domain';
import { fetchEstimate } from './estimate-result.api';
import { estimateFailed, estimateRequested, estimateSucceeded } from './estimate-result.slice';

function* priceEstimate(action: ReturnType<typeof estimateRequested>) {
  try {
    const result: EstimateResult = yield call(fetchEstimate, action.payload);
    yield put(estimateSucceeded(result));
  } catch (error) {
    yield put(estimateFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Prices the answers on request; a newer request (another finish level) cancels the older one. */
export function* estimateResultSaga() {
  yield takeLatest(estimateRequested.type, priceEstimate);
}
