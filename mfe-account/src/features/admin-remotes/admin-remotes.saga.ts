import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { adminLoadFailure } from '../../shared/admin-access';
import { fetchRemoteHealth, rollBackRemote, type RemoteHealth } from './admin-remotes.api';
import { healthFailed, healthLoaded, healthRequested, rollbackDone, rollbackFailed, rollbackRequested } from './admin-remotes.slice';

function* load() {
  try {
    const health: RemoteHealth = yield call(fetchRemoteHealth);
    yield put(healthLoaded(health));
  } catch (error) {
    yield put(healthFailed(adminLoadFailure(error)));
  }
}

/** Rolls one remote back, says which version is live now, and loads the page again. */
function* rollBack(action: ReturnType<typeof rollbackRequested>) {
  try {
    const live: string = yield call(rollBackRemote, action.payload);
    yield put(rollbackDone(`${action.payload} is back on ${live}.`));
    yield put(healthRequested());
  } catch (error) {
    yield put(rollbackFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** The remote health page: loading it and its rollbacks. */
export function* adminRemotesSaga() {
  yield takeLatest(healthRequested.type, load);
  yield takeEvery(rollbackRequested.type, rollBack);
}
