import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES, getSession, updateSessionUser, type SessionUser } from '@homeworth/shared-lib';
import { resendVerification, verifyEmail } from './email-verification.api';
import { resendFinished, resendRequested, verifyFailed, verifyRequested, verifySucceeded } from './email-verification.slice';

/** Texts of the resend button's outcome. */
export const RESEND_NOTICES = {
  sent: 'We sent you a new verification email.',
  alreadyVerified: 'Your email is already verified.',
  signInFirst: 'Sign in to get a new verification email.',
} as const;

function* handleVerify(action: ReturnType<typeof verifyRequested>) {
  try {
    const { user }: { user: SessionUser } = yield call(verifyEmail, action.payload);
    // Signed in as this user in this browser: the readable cookies now say VERIFIED too.
    if (getSession().user?.userId === user.userId) yield call(updateSessionUser, user);
    yield put(verifySucceeded());
  } catch (error) {
    // A link used again, or an older one, for an address that is verified: the page says it is verified.
    if (error instanceof ApiError && error.code === 'ALREADY_VERIFIED') {
      yield put(verifySucceeded());
      return;
    }
    yield put(verifyFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

function* handleResend() {
  try {
    const result: { alreadyVerified: boolean } = yield call(resendVerification);
    yield put(resendFinished(result.alreadyVerified ? RESEND_NOTICES.alreadyVerified : RESEND_NOTICES.sent));
  } catch (error) {
    const notice = error instanceof ApiError && error.status === 401 ? RESEND_NOTICES.signInFirst : error instanceof ApiError ? error.message : MESSAGES.genericError;
    yield put(resendFinished(notice));
  }
}

/** Verifies emailed links and resends them. */
export function* emailVerificationSaga() {
  yield takeLatest(verifyRequested.type, handleVerify);
  yield takeLatest(resendRequested.type, handleResend);
}
