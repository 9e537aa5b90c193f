import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, navigateTo, signup, signUpMessage } from '@homeworth/shared-lib';
import { signUpFailed, signUpRequested, signUpSucceeded } from './sign-up.slice';

function* handleSignUp(action: ReturnType<typeof signUpRequested>) {
  try {
    yield call(signup, action.payload);
    yield put(signUpSucceeded());
    // Role-specific destinations (payment wall, verify-your-email) come with the accounts issue.
    yield call(navigateTo, '/dashboard');
  } catch (error) {
    const isApiError = error instanceof ApiError;
    // Validation errors carry their own exact message (password rules); other codes map through the catalogue.
    const message = isApiError && error.code === 'VALIDATION' ? error.message : signUpMessage(isApiError ? error.code : undefined);
    yield put(signUpFailed(message));
    yield call([window, window.scrollTo], 0, 0);
  }
}

/** Creates the account on request. */
export function* signUpSaga() {
  yield takeLatest(signUpRequested.type, handleSignUp);
}
