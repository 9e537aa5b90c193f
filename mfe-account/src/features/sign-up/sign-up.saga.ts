import { trackOnboardingStep } from '@homeworth/shared-lib/onboarding-analytics';
import { call, debounce, put, takeLatest } from 'redux-saga/effects';
import { ApiError, ERROR_CODES, MESSAGES, ROLE_IDS, isValidEmail, navigateTo, signup, signUpMessage, type SessionUser, type SignUpPayload } from '@homeworth/shared-lib';
import { destinationAfterSignup, redirectAfterLogin, safeRedirectPath } from '@homeworth/shared-lib/domain';
import { checkEmail, type EmailStatus } from './sign-up.api';
import { createCompany, fetchOwnProfile } from '../../shared/contractor-profile.api';
import { clearCompanyDraft } from './company-draft';
import { companyStepFound, companyStepRequested, contractorSignUpRequested, emailChecked, emailTyped, signUpFailed, signUpRequested, signUpSucceeded } from './sign-up.slice';

/** The company step of a contractor's sign-up (`/login/new-contractor` when resumed after a sign-in). */
export const NEW_CONTRACTOR_PATH = '/signup/new-contractor';

/** The email pre-check waits this long after the last keystroke (1000 ms by default). */
export const EMAIL_CHECK_DEBOUNCE_MS = 1000;

// Codes whose message the API already words for people (password rules, rate limit, agent creation).
const SELF_WORDED = new Set<string | number | undefined>([ERROR_CODES.validation, ERROR_CODES.rateLimited, 'AGENT_CREATION_FAILED']);

function messageOf(error: unknown, contractor = false): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (error instanceof ApiError && SELF_WORDED.has(code)) return error.message;
  if (contractor && code === ERROR_CODES.emailExists) return MESSAGES.contractorEmailInUse;
  return signUpMessage(code);
}

function* failWith(message: string) {
  yield put(signUpFailed(message));
  // Spec: on any error the page scrolls to the top.
  yield call([window, window.scrollTo], 0, 0);
}

function* checkTypedEmail(action: ReturnType<typeof emailTyped>) {
  const email = action.payload.trim();
  if (!isValidEmail(email)) return;
  try {
    const status: EmailStatus = yield call(checkEmail, email);
    yield put(emailChecked({ email, ...status }));
  } catch (error) {
    // The pre-check is advice only; the signup call decides.
    console.warn('[account] email pre-check failed', error);
  }
}

/**
 * The verify-your-email page keeps the page the user signed up from (a saved estimate waits there),
 * as a same-site path only; other destinations take no referrer.
 */
export function withReferrer(destination: string, referrer: string | null | undefined): string {
  const back = destination === '/signup/verify-your-email' ? safeRedirectPath(referrer) : null;
  return back ? `${destination}?referrer=${encodeURIComponent(back)}` : destination;
}

function* handleSignUp(action: ReturnType<typeof signUpRequested>) {
  const payload: SignUpPayload & { termsAccepted: true } = { ...action.payload, termsAccepted: true };
  const contractor = payload.roleId === ROLE_IDS.contractor;
  try {
    if (contractor) {
      // Contractor signup first checks the email, then creates the account (pending) right away,
      // so the company step can be reloaded, left and resumed without losing it.
      const status: EmailStatus = yield call(checkEmail, payload.email);
      if (status.exists) {
        yield* failWith(MESSAGES.contractorEmailInUse);
        return;
      }
    }
    const user: SessionUser = yield call(signup, payload);
    yield put(signUpSucceeded());
    yield call(trackOnboardingStep, 'authentication', 'sign-up');
    if (contractor) yield call(navigateTo, NEW_CONTRACTOR_PATH);
    else yield call(navigateTo, withReferrer(destinationAfterSignup(user.userRole), payload.refererUrl));
  } catch (error) {
    yield* failWith(messageOf(error, contractor));
  }
}

function* handleContractorSignUp(action: ReturnType<typeof contractorSignUpRequested>) {
  try {
    yield call(createCompany, action.payload);
    yield call(clearCompanyDraft);
    yield put(signUpSucceeded());
    // A new contractor signup goes to the welcome page.
    yield call(navigateTo, redirectAfterLogin({ role: 'PROFESSIONAL', source: 'signup' }).to);
  } catch (error) {
    // Sent twice (another tab finished first): the company is there, so sign-up is complete.
    if (error instanceof ApiError && error.code === 'PROFILE_EXISTS') {
      yield put(signUpSucceeded());
      yield call(navigateTo, redirectAfterLogin({ role: 'PROFESSIONAL', source: 'signup' }).to);
      return;
    }
    yield* failWith(messageOf(error, true));
  }
}

/** Signup: the debounced email pre-check, the three roles' signups and their destinations. */
const WELCOME_PATH = '/signup/new-contractor/welcome';

/** The account exists (pending) from the first step: a saved company means sign-up is done, so on to the welcome page. */
function* checkCompanyStep() {
  try {
    const own: unknown = yield call(fetchOwnProfile);
    if (own) yield call(navigateTo, WELCOME_PATH, { replace: true });
    else yield put(companyStepFound('form'));
  } catch (failure) {
    const status = failure instanceof ApiError ? failure.status : 0;
    yield put(companyStepFound(status === 401 || status === 403 ? 'signed-out' : 'failed'));
  }
}

export function* signUpSaga() {
  yield takeLatest(companyStepRequested.type, checkCompanyStep);
  yield debounce(EMAIL_CHECK_DEBOUNCE_MS, emailTyped.type, checkTypedEmail);
  yield takeLatest(signUpRequested.type, handleSignUp);
  yield takeLatest(contractorSignUpRequested.type, handleContractorSignUp);
}
