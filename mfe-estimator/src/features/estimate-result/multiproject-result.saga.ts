import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { ESTIMATOR_GATE_CODES, type MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';
import { fetchMultiprojectEstimate } from './multiproject-result.api';
import { multiprojectEstimateFailed, multiprojectEstimateGated, multiprojectEstimateRequested, multiprojectEstimateSucceeded } from './multiproject-result.slice';

function* price(action: ReturnType<typeof multiprojectEstimateRequested>) {
  try {
    const result: MultiprojectEstimateResult = yield call(fetchMultiprojectEstimate, action.payload);
    yield put(multiprojectEstimateSucceeded(result));
  } catch (error) {
    if (error instanceof ApiError && error.code === ESTIMATOR_GATE_CODES.signUpRequired) yield put(multiprojectEstimateGated(error.message));
    else yield put(multiprojectEstimateFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Prices the combined estimate on request; a newer request (another finish level) cancels the older one. */
export function* multiprojectResultSaga() {
  yield takeLatest(multiprojectEstimateRequested.type, price);
}
