import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES, getSession, updateSessionUser, type SessionUser } from '@homeworth/shared-lib';
import { fetchOwnProfile } from '../../shared/contractor-profile.api';
import { resendVerification, verifyEmail } from './email-verification.api';
import type { VerifiedFacts } from './landing-after-verification';
import { resendFinished, resendRequested, verifyFailed, verifyRequested, verifySucceeded } from './email-verification.slice';

/** Texts of the resend button's outcome. */
export const RESEND_NOTICES = {
  sent: 'We sent you a new verification email.',
  alreadyVerified: 'Your email is already verified.',
  signInFirst: 'Sign in to get a new verification email.',
} as const;

// Whether a contractor's company step is saved; null when the lookup fails (their profile page finds out again).
function* companySaved() {
  try {
    const own: unknown = yield call(fetchOwnProfile);
    return own !== null && own !== undefined;
  } catch {
    return null;
  }
}

// What decides the signed-in user's next place; null when this browser is signed out or signed in as someone else.
function* nextFor(user: SessionUser | null | undefined) {
  if (!user) return null;
  const facts: VerifiedFacts = { role: user.userRole, companySaved: user.userRole === 'PROFESSIONAL' ? yield* companySaved() : null };
  return facts;
}

function* handleVerify(action: ReturnType<typeof verifyRequested>) {
  try {
    const { user }: { user: SessionUser } = yield call(verifyEmail, action.payload);
    // Signed in as this user in this browser: the readable cookies now say VERIFIED too.
    const mine = getSession().user?.userId === user.userId;
    if (mine) yield call(updateSessionUser, user);
    yield put(verifySucceeded({ already: false, next: yield* nextFor(mine ? user : null) }));
  } catch (error) {
    // A link used again, or an older one, for an address that is verified: the page says so, not that the link is bad.
    if (error instanceof ApiError && error.code === 'ALREADY_VERIFIED') {
      yield put(verifySucceeded({ already: true, next: yield* nextFor(getSession().user) }));
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
