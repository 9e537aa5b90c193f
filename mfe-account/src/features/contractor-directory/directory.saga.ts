import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchDirectory, fetchLocalities, type DirectoryData } from './directory.api';
import { directoryFailed, directoryLoaded, directoryRequested, localitiesLoaded, localitiesRequested } from './directory.slice';

function* search(action: ReturnType<typeof directoryRequested>) {
  if (!action.payload) return;
  try {
    const data: DirectoryData = yield call(fetchDirectory, action.payload);
    yield put(directoryLoaded(data));
  } catch (error) {
    // An unknown place is worded by the API ("We do not know this ZIP code...").
    yield put(directoryFailed(error instanceof ApiError && (error.status === 404 || error.status === 400) ? error.message : MESSAGES.genericError));
  }
}

function* loadLocalities() {
  try {
    const localities: Awaited<ReturnType<typeof fetchLocalities>> = yield call(fetchLocalities);
    yield put(localitiesLoaded(localities));
  } catch (error) {
    // The locality list is a convenience; the search works without it.
    console.warn('[account] contractor localities failed', error);
  }
}

/** The contractor directory: searches and the locality list. */
export function* directorySaga() {
  yield takeLatest(localitiesRequested.type, loadLocalities);
  yield takeLatest(directoryRequested.type, search);
}
