import { trackOnboardingStep } from '@homeworth/shared-lib/onboarding-analytics';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  ApiError,
  ERROR_CODES,
  MESSAGES,
  getSession,
  loginWithDetails,
  loginWithLink,
  loginWithSecondStep,
  logout,
  navigateTo,
  signInMessage,
  type SignInDetails,
} from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_CODES, BLOG_ORIGIN, isBlogUrl, MAIN_SITE_PATH, PAYMENT_ROLE_KEY, redirectAfterLogin, safeRedirectPath, type Role } from '@homeworth/shared-lib/domain';
import { blogAccessTokenFor } from './blog-access.api';
import { externalLogin, fetchOneTapConfig } from './google-one-tap.api';
import { requestSignInLink } from './sign-in-link.api';
import { fetchProfessional } from '../../shared/professional.api';
import { propertyScoreCheck } from './sign-in.api';
import {
  googleCredentialReceived,
  oneTapConfigLoaded,
  oneTapConfigRequested,
  passwordRefused,
  pendingSignInEnded,
  secondStepAsked,
  secondStepRequested,
  signInFailed,
  signInLinkConfirmed,
  signInLinkFailed,
  signInLinkRequested,
  signInLinkSent,
  signInRequested,
  signInSucceeded,
} from './sign-in.slice';

class ProfessionalMissing extends Error {}
/** A contractor whose sign-up stopped before the company step: signed in, sent back to that step. */
class CompanyStepPending extends Error {}

/** Where a contractor resumes an unfinished sign-up. */
export const RESUME_CONTRACTOR_PATH = '/login/new-contractor';

const SHOWN_AS_SENT = new Set<string | number>([ACCOUNT_PROTECTION_CODES.twoStepCodeInvalid, 'TOKEN_INVALID', ERROR_CODES.unauthenticated]);

function messageOf(error: unknown): string {
  if (error instanceof ProfessionalMissing) return error.message;
  if (error instanceof ApiError && error.code === ERROR_CODES.rateLimited) return error.message;
  // The account protections' own messages (a wrong code, an expired link or pending sign-in) are shown as sent.
  if (error instanceof ApiError && error.code !== undefined && SHOWN_AS_SENT.has(error.code)) return error.message;
  return signInMessage(error instanceof ApiError ? error.code : undefined);
}

// A contractor must have a professional record. The account
// exists from the first sign-up step, so one without a record has not finished the company step:
// it resumes there instead of failing. Any other failure of the lookup keeps the spec's message.
function* requireProfessional() {
  try {
    yield call(fetchProfessional);
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.noUser) throw new CompanyStepPending();
    yield call(logout);
    throw new ProfessionalMissing(MESSAGES.professionalValidationFailed);
  }
}

/**
 * Goes where the redirect rules say, through the safe-redirect rule once more: a same-site path,
 * or the blog host (a full page load); anything else goes to the main site.
 */
export function go(to: string): void {
  const path = safeRedirectPath(to);
  if (path !== null) navigateTo(path);
  else if (isBlogUrl(to)) window.location.assign(to);
  else navigateTo(MAIN_SITE_PATH);
}

// The post-login redirect, shared by the password and the Google sign-in.
function* redirectSignedIn(referrer: string | null, role: Role, claimedPropertyCount: number): SagaIterator {
  yield call(trackOnboardingStep, 'authentication', 'sign-in');
  const blogAccessToken: string | null = yield call(blogAccessTokenFor, referrer);
  const home = getSession().myHome;
  // Rule 7 runs the score check only for a user with claimed properties and a home.
  let propertyScoreCheckPassed: boolean | undefined;
  if (claimedPropertyCount > 0 && home !== null) {
    const passed: boolean = yield call(propertyScoreCheck, home.propertyId);
    propertyScoreCheckPassed = passed;
  }
  const redirect = redirectAfterLogin({
    referrer,
    role,
    source: 'sign-in',
    claimedPropertyCount,
    hasHome: home !== null,
    propertyScoreCheckPassed,
    blogAccessToken,
    listedOrigins: [BLOG_ORIGIN],
  });
  if (redirect.paymentRole) yield call([sessionStorage, sessionStorage.setItem], PAYMENT_ROLE_KEY, redirect.paymentRole);
  yield call(go, redirect.to);
}

function* handleGoogleCredential(action: ReturnType<typeof googleCredentialReceived>) {
  try {
    const { claimedProperties }: { claimedProperties: number } = yield call(externalLogin, action.payload.credential);
    const role = getSession().role;
    if (role === 'PROFESSIONAL') yield* requireProfessional();
    yield put(signInSucceeded());
    yield* redirectSignedIn(action.payload.referrer, role, claimedProperties);
  } catch (error) {
    if (error instanceof CompanyStepPending) {
      yield put(signInSucceeded());
      yield call(navigateTo, RESUME_CONTRACTOR_PATH);
      return;
    }
    if (error instanceof ApiError && error.code === ACCOUNT_PROTECTION_CODES.twoStepCodeRequired) {
      yield put(secondStepAsked(String(error.errors[0]?.args?.['pendingSignIn'] ?? '')));
      return;
    }
    // The spec's external-login failure text ("Unauthorized"); the details go to the console.
    console.warn('Google sign-in failed', error);
    yield put(signInFailed(error instanceof ProfessionalMissing ? error.message : MESSAGES.googleSignInFailed));
  }
}

/** The password, the second step and the emailed link all end here. */
type SignInStep = { call: () => Promise<SignInDetails>; referrer: string | null };

function* handleSignIn(action: ReturnType<typeof signInRequested>) {
  const { email, password, remember, referrer } = action.payload;
  yield* signInWith({ call: () => loginWithDetails({ email: email.trim(), password, remember: remember === true }), referrer });
}

function* handleSecondStep(action: ReturnType<typeof secondStepRequested>) {
  const { pending, remember }: { pending: string | null; remember: boolean } = yield select((state: { signIn: { pendingSignIn: string | null; remember?: boolean } }) => ({
    pending: state.signIn.pendingSignIn,
    remember: state.signIn.remember === true,
  }));
  if (pending === null) return;
  yield* signInWith({ call: () => loginWithSecondStep({ pendingSignIn: pending, code: action.payload.code.trim(), remember }), referrer: action.payload.referrer });
}

function* handleSignInLink(action: ReturnType<typeof signInLinkConfirmed>) {
  const { email, token, referrer } = action.payload;
  yield* signInWith({ call: () => loginWithLink({ email, token }), referrer });
}

function* signInWith(step: SignInStep) {
  const referrer = step.referrer;
  try {
    const details: SignInDetails = yield call(step.call);
    if (details.user.userRole === 'PROFESSIONAL') yield* requireProfessional();
    yield put(signInSucceeded());
    yield* redirectSignedIn(referrer, details.user.userRole, details.claimedProperties);
  } catch (error) {
    if (error instanceof CompanyStepPending) {
      yield put(signInSucceeded());
      yield call(navigateTo, RESUME_CONTRACTOR_PATH);
      return;
    }
    if (error instanceof ApiError && error.code === ACCOUNT_PROTECTION_CODES.twoStepCodeRequired) {
      yield put(secondStepAsked(String(error.errors[0]?.args?.['pendingSignIn'] ?? '')));
      return;
    }
    if (error instanceof ApiError && error.code === ERROR_CODES.unauthenticated) yield put(pendingSignInEnded());
    if (error instanceof ApiError && (error.code === ERROR_CODES.invalid || error.code === ERROR_CODES.rateLimited)) {
      yield put(passwordRefused({ waiting: error.code === ERROR_CODES.rateLimited }));
    }
    yield put(signInFailed(messageOf(error)));
    // Spec: on any error the page scrolls to the top.
    yield call([window, window.scrollTo], 0, 0);
  }
}

/** Sends a one-time sign-in link to the address asked for. */
function* handleSignInLinkRequest({ payload: email }: ReturnType<typeof signInLinkRequested>): SagaIterator {
  try {
    yield call(requestSignInLink, email);
    yield put(signInLinkSent());
  } catch (failure) {
    yield put(signInLinkFailed(failure instanceof Error ? failure.message : 'The link could not be sent. Please try again.'));
  }
}

/** One-tap's configuration; without it (not configured, or the call failed) one-tap stays off. */
function* loadOneTapConfig(): SagaIterator {
  try {
    const { clientId } = yield call(fetchOneTapConfig);
    yield put(oneTapConfigLoaded(clientId ?? null));
  } catch (error) {
    console.warn('Google one-tap unavailable', error);
    yield put(oneTapConfigLoaded(null));
  }
}
/** Signs in on request and sends the user on by the post-login redirect rules. */
export function* signInSaga() {
  yield takeLatest(signInRequested.type, handleSignIn);
  yield takeLatest(signInLinkConfirmed.type, handleSignInLink);
  yield takeLatest(secondStepRequested.type, handleSecondStep);
  yield takeLatest(googleCredentialReceived.type, handleGoogleCredential);
  yield takeLeading(signInLinkRequested.type, handleSignInLinkRequest);
  yield takeLeading(oneTapConfigRequested.type, loadOneTapConfig);
}
