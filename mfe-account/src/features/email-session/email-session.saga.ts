import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, navigateTo } from '@homeworth/shared-lib';
import { EMAIL_LOGIN_PASSWORD_ACCOUNT, EMAIL_LOGIN_PASSWORD_REQUIRED, EMAIL_LOGIN_UNAUTHORIZED } from '@homeworth/shared-lib/domain';
import { emailSessionLogin } from './email-session.api';
import { emailSessionFailed, emailSessionNeedsPassword, emailSessionRequested } from './email-session.slice';

function* signIn(action: ReturnType<typeof emailSessionRequested>) {
  try {
    yield call(emailSessionLogin, action.payload.userEmail, action.payload.emailToken);
    yield call(navigateTo, '/dashboard');
  } catch (error) {
    if (error instanceof ApiError && error.code === EMAIL_LOGIN_PASSWORD_REQUIRED) {
      yield put(emailSessionNeedsPassword(EMAIL_LOGIN_PASSWORD_ACCOUNT));
      return;
    }
    // Used, expired, revoked or someone else's link: the spec's "Unauthorized" (details in the console).
    console.warn('email session login refused', error);
    yield put(emailSessionFailed(EMAIL_LOGIN_UNAUTHORIZED));
  }
}

/** Signs in with an invitation link (after the Continue click) and goes to the dashboard. */
export function* emailSessionSaga() {
  yield takeLatest(emailSessionRequested.type, signIn);
}
