import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES, type UserPropertyEntry } from '@homeworth/shared-lib';
import { fetchUserHomes } from './home-choice.api';
import { homesFailed, homesLoaded, homesOpened } from './home-choice.slice';

function* loadHomes() {
  try {
    const homes: UserPropertyEntry[] = yield call(fetchUserHomes);
    yield put(homesLoaded(homes));
  } catch (error) {
    yield put(homesFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Loads the signed-in user's homes for the home switch. */
export function* homeChoiceSaga() {
  yield takeLatest(homesOpened.type, loadHomes);
}
