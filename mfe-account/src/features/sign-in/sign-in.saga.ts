import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, login, navigateTo, safeInternalPath, signInMessage } from '@homeworth/shared-lib';
import { signInFailed, signInRequested, signInSucceeded } from './sign-in.slice';

function* handleSignIn(action: ReturnType<typeof signInRequested>) {
  const { email, password, referrer } = action.payload;
  try {
    yield call(login, { email: email.trim(), password });
    yield put(signInSucceeded());
    // The full redirect rules of §4 come with the accounts issue; a same-site referrer or the dashboard for now.
    yield call(navigateTo, safeInternalPath(referrer));
  } catch (error) {
    yield put(signInFailed(signInMessage(error instanceof ApiError ? error.code : undefined)));
    // Spec: on any error the page scrolls to the top.
    yield call([window, window.scrollTo], 0, 0);
  }
}

/** Signs in on request and sends the user on. */
export function* signInSaga() {
  yield takeLatest(signInRequested.type, handleSignIn);
}
