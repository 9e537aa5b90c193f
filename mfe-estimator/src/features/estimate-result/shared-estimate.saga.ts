import { call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { SHARE_MESSAGES, type EstimateResult, type SharedEstimate } from '@homeworth/shared-lib/domain';
import { fetchEstimate } from './estimate-result.api';
import { sharedEstimateRequest } from './shared-estimate.api';
import {
  sharedEstimateLoaded,
  sharedEstimateOpened,
  sharedEstimateRefused,
  sharedFinishLevelChanged,
  sharedFinishLevelFailed,
  sharedFinishLevelPriced,
  type SharedEstimateState,
} from './shared-estimate.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* open(action: ReturnType<typeof sharedEstimateOpened>) {
  const token = action.payload;
  if (!token) {
    yield put(sharedEstimateRefused({ status: 'not-found', message: SHARE_MESSAGES.linkNotFound }));
    return;
  }
  try {
    const shared: SharedEstimate = yield call(sharedEstimateRequest, token);
    yield put(sharedEstimateLoaded(shared));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) yield put(sharedEstimateRefused({ status: 'not-found', message: SHARE_MESSAGES.linkNotFound }));
    else yield put(sharedEstimateRefused({ status: 'error', message: messageOf(error) }));
  }
}

function* reprice(action: ReturnType<typeof sharedFinishLevelChanged>) {
  const state: SharedEstimateState = yield select((s: { sharedEstimate: SharedEstimateState }) => s.sharedEstimate);
  if (state.status !== 'ready') return;
  const { plan } = state.shared;
  try {
    const result: EstimateResult = yield call(fetchEstimate, { project: plan.projectNameAsKey[0]!, finishLevel: action.payload, answers: plan.answers });
    yield put(sharedFinishLevelPriced(result));
  } catch (error) {
    yield put(sharedFinishLevelFailed(messageOf(error)));
  }
}

/** Opens a shared estimate from its link and prices it at another finish level on request (nothing is saved). */
export function* sharedEstimateSaga() {
  yield takeLatest(sharedEstimateOpened.type, open);
  yield takeLatest(sharedFinishLevelChanged.type, reprice);
}
