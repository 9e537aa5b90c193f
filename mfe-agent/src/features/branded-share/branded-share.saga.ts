import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { createBrandedShare, type BrandedShare } from './branded-share.api';
import { brandedShareFailed, brandedShareReady, brandedShareRequested } from './branded-share.slice';

function* share(action: ReturnType<typeof brandedShareRequested>) {
  try {
    const links: BrandedShare = yield call(createBrandedShare, action.payload);
    yield put(brandedShareReady(links));
  } catch (error) {
    yield put(brandedShareFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Makes a Pro agent's branded report links. */
export function* brandedShareSaga() {
  yield takeLatest(brandedShareRequested.type, share);
}
