import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { createBrandedEstimate, createBrandedShare, fetchSavedEstimates, type BrandedShare, type SavedEstimate } from './branded-share.api';
import {
  brandedEstimateReady,
  brandedEstimateRequested,
  brandedEstimatesFailed,
  brandedShareFailed,
  brandedShareReady,
  brandedShareRequested,
  savedEstimatesLoaded,
  savedEstimatesRequested,
} from './branded-share.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* share(action: ReturnType<typeof brandedShareRequested>) {
  try {
    const links: BrandedShare = yield call(createBrandedShare, action.payload);
    yield put(brandedShareReady(links));
  } catch (error) {
    yield put(brandedShareFailed(messageOf(error)));
  }
}

function* loadEstimates() {
  try {
    const estimates: SavedEstimate[] = yield call(fetchSavedEstimates);
    yield put(savedEstimatesLoaded(estimates));
  } catch (error) {
    yield put(brandedEstimatesFailed(messageOf(error)));
  }
}

function* shareEstimate(action: ReturnType<typeof brandedEstimateRequested>) {
  try {
    const links: BrandedShare = yield call(createBrandedEstimate, action.payload);
    yield put(brandedEstimateReady({ planId: action.payload, share: links }));
  } catch (error) {
    yield put(brandedEstimatesFailed(messageOf(error)));
  }
}

/** Makes a Pro agent's branded report links, lists the saved estimates and makes their branded links. */
export function* brandedShareSaga() {
  yield takeLatest(brandedShareRequested.type, share);
  yield takeLatest(savedEstimatesRequested.type, loadEstimates);
  yield takeEvery(brandedEstimateRequested.type, shareEstimate);
}
