import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, ERROR_CODES, MESSAGES, getSession, loginWithDetails, logout, navigateTo, signInMessage, type SignInDetails } from '@homeworth/shared-lib';
import { PAYMENT_ROLE_KEY, redirectAfterLogin } from '@homeworth/shared-lib/domain';
import { fetchProfessional } from './sign-in.api';
import { signInFailed, signInRequested, signInSucceeded } from './sign-in.slice';

class ProfessionalMissing extends Error {}

function messageOf(error: unknown): string {
  if (error instanceof ProfessionalMissing) return error.message;
  if (error instanceof ApiError && error.code === ERROR_CODES.rateLimited) return error.message;
  return signInMessage(error instanceof ApiError ? error.code : undefined);
}

// A contractor must have a professional record (estimator-property-agent.md §4, §8); otherwise the login fails.
function* requireProfessional() {
  try {
    yield call(fetchProfessional);
  } catch (error) {
    yield call(logout);
    const notFound = error instanceof ApiError && error.code === ERROR_CODES.noUser;
    throw new ProfessionalMissing(notFound ? MESSAGES.professionalNotFound : MESSAGES.professionalValidationFailed);
  }
}

/** Goes where the redirect rules say; a listed external origin (the blog host) needs a full page load. */
export function go(to: string): void {
  if (to.startsWith('/')) navigateTo(to);
  else window.location.assign(to);
}

function* handleSignIn(action: ReturnType<typeof signInRequested>) {
  const { email, password, referrer } = action.payload;
  try {
    const details: SignInDetails = yield call(loginWithDetails, { email: email.trim(), password });
    if (details.user.userRole === 'PROFESSIONAL') yield* requireProfessional();
    yield put(signInSucceeded());
    const redirect = redirectAfterLogin({
      referrer,
      role: details.user.userRole,
      source: 'sign-in',
      claimedPropertyCount: details.claimedProperties,
      hasHome: getSession().myHome !== null,
    });
    if (redirect.paymentRole) yield call([sessionStorage, sessionStorage.setItem], PAYMENT_ROLE_KEY, redirect.paymentRole);
    yield call(go, redirect.to);
  } catch (error) {
    yield put(signInFailed(messageOf(error)));
    // Spec: on any error the page scrolls to the top.
    yield call([window, window.scrollTo], 0, 0);
  }
}

/** Signs in on request and sends the user on by the redirect rules of §4. */
export function* signInSaga() {
  yield takeLatest(signInRequested.type, handleSignIn);
}
