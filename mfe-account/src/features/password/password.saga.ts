import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, ERROR_CODES, MESSAGES, navigateTo, refreshSession } from '@homeworth/shared-lib';
import { changePassword, forgotPassword } from './password.api';
import { changePasswordRequested, forgotPasswordRequested, forgotPasswordSent, passwordChanged, passwordFlowFailed } from './password.slice';

// Messages the API words for people: password rules, "Passwords do not match", expired link, rate limit.
const SELF_WORDED = new Set<string | number | undefined>([ERROR_CODES.validation, ERROR_CODES.rateLimited, 'TOKEN_INVALID']);

function* fail(message: string) {
  yield put(passwordFlowFailed(message));
  yield call([window, window.scrollTo], 0, 0);
}

function* handleForgot(action: ReturnType<typeof forgotPasswordRequested>) {
  try {
    yield call(forgotPassword, action.payload.trim());
    yield put(forgotPasswordSent(action.payload.trim()));
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === ERROR_CODES.noUser) yield* fail(MESSAGES.forgotPasswordNoUser);
    else yield* fail(error instanceof ApiError && SELF_WORDED.has(code) ? error.message : MESSAGES.genericError);
  }
}

function* handleChange(action: ReturnType<typeof changePasswordRequested>) {
  const request = action.payload;
  try {
    yield call(changePassword, request);
    yield put(passwordChanged());
    if (request.accessToken) {
      // Every session ended with the reset: sign in again with the new password.
      yield call(refreshSession);
      yield call(navigateTo, '/login?passwordChanged=1');
    }
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    // Re-authentication failure has its own sentence.
    if (request.previousPassword !== undefined && (code === ERROR_CODES.invalid || code === ERROR_CODES.unauthenticated)) {
      yield* fail(MESSAGES.changePasswordFailed);
    } else {
      yield* fail(error instanceof ApiError && SELF_WORDED.has(code) ? error.message : MESSAGES.changePasswordFailed);
    }
  }
}

/** Forgot password and change password (with the previous password or the emailed link). */
export function* passwordSaga() {
  yield takeLatest(forgotPasswordRequested.type, handleForgot);
  yield takeLatest(changePasswordRequested.type, handleChange);
}
