import type { Action } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { GUEST_GATE_TITLES } from '@homeworth/shared-lib/domain';
import { fetchEstimate, fetchMultiprojectEstimate } from './estimate-result.api';
import { estimateFailed, estimateGated, estimateRequested, estimateSucceeded, type EstimateKind, type EstimateRequestOf, type PricedEstimate } from './estimate-result.slice';

/** Prices a request through the API route of its page. */
async function price(request: EstimateRequestOf): Promise<PricedEstimate> {
  if (request.kind === 'single') return { kind: 'single', result: await fetchEstimate(request.request) };
  return { kind: 'multiproject', result: await fetchMultiprojectEstimate(request.request) };
}

function* priceEstimate(action: ReturnType<typeof estimateRequested>) {
  const { kind } = action.payload;
  try {
    const priced: PricedEstimate = yield call(price, action.payload);
    yield put(estimateSucceeded(priced));
  } catch (error) {
    // A guest limit (one project, the estimate permutations, the projects per email) opens its limit modal, titled as the API says.
    if (error instanceof ApiError && error.code && error.code in GUEST_GATE_TITLES) yield put(estimateGated({ kind, message: error.message }));
    else yield put(estimateFailed({ kind, message: error instanceof ApiError ? error.message : MESSAGES.genericError }));
  }
}

const requestFor = (kind: EstimateKind) => (action: Action) => estimateRequested.match(action) && action.payload.kind === kind;

/**
 * Prices the single-project and the combined estimates on request; a newer request of a page
 * (another finish level) cancels that page's older one.
 */
export function* estimateResultSaga() {
  yield takeLatest(requestFor('single'), priceEstimate);
  yield takeLatest(requestFor('multiproject'), priceEstimate);
}
