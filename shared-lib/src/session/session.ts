import type { ApiAnswer } from '../api-types';
import { apiRequest, ApiError } from '../http/api-client';
import { dispatchSessionChanged, subscribeSessionChanged, type Unsubscribe } from '../events/event-bus';
import type { Role, RoleId } from '../domain/accounts/roles';
import type { SessionUser } from '../domain/accounts/session-user';
import { readJsonCookie, removeCookie, writeCookie } from './cookies';
import { readMyHome, writeMyHome, type MyHome } from './my-home';
import { dispatchPropertySelected, subscribePropertySelected } from '../events/event-bus';
import { selectFirstValidHome } from './first-valid-home';

/**
 * The session library: the one way any app reads or changes who is signed in.
 *
 * The session token itself is an httpOnly cookie the browser sends to the API.
 * What apps may read (the user, the account validation record, `my_home`) is
 * kept in readable cookies, and every change is announced on the event bus.
 * State lives in cookies and events only, never in module variables, so two
 * loaded copies of shared-lib always agree.
 */

/** Cookie with the signed-in user's profile. */
export const USER_PROFILE_COOKIE = 'user_profile';
/** Cookie with the account validation record. */
export const ACCOUNT_VALIDATION_COOKIE = 'user_account_validation';

/** The account validation record apps read. */
export interface AccountValidation {
  displayName: string;
  isLoggedIn: boolean;
  accountStatus: SessionUser['accountStatus'] | 'ANONYMOUS';
  userRole: Role;
}

/** What an app sees of the session. */
export interface Session {
  user: SessionUser | null;
  role: Role;
  displayName: string;
  isLoggedIn: boolean;
  myHome: MyHome | null;
}

/** Sign-in form values (the sign-in session payload). */
export interface SignInPayload {
  email: string;
  password: string;
  /** "Remember me": the session lasts a year instead of a day. */
  remember?: boolean;
}

/** Signup payload; `deciveType` is spelt as the contract spells it. */
export interface SignUpPayload {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  rePassword: string;
  roleId: RoleId;
  deciveType?: string;
  refererUrl?: string;
  /** Terms acceptance; the signup form always sends true. */
  termsAccepted?: boolean;
  /** A contractor's company, sent from the new-contractor page. */
  professional?: { companyName: string; streetAddress: string; city: string; state: string; zipCode: string };
}

/** The current session, read fresh from cookies. */
export function getSession(): Session {
  const user = readJsonCookie<SessionUser>(USER_PROFILE_COOKIE);
  const valid = user !== null && typeof user.userId === 'number';
  return {
    user: valid ? user : null,
    role: valid ? user.userRole : 'GUEST',
    displayName: valid ? user.displayName : '',
    isLoggedIn: valid,
    myHome: readMyHome(),
  };
}

// Profile cookies last one day; every page load rewrites them from /me, so a remembered session stays shown.
const PROFILE_COOKIE_DAYS = 1;

function storeUser(user: SessionUser | null): void {
  if (user) {
    writeCookie(USER_PROFILE_COOKIE, JSON.stringify(user), PROFILE_COOKIE_DAYS);
    const record: AccountValidation = {
      displayName: user.displayName,
      isLoggedIn: true,
      accountStatus: user.accountStatus,
      userRole: user.userRole,
    };
    writeCookie(ACCOUNT_VALIDATION_COOKIE, JSON.stringify(record), PROFILE_COOKIE_DAYS);
  } else {
    removeCookie(USER_PROFILE_COOKIE);
    removeCookie(ACCOUNT_VALIDATION_COOKIE);
  }
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Sign-in answer: the user, their homes and how many are claimed. */
export type SignInDetails = ApiAnswer<'/api/v1/security/sign-in', 'post'>;

/**
 * Signs in and applies the login side effects: the readable
 * profile cookies, and the first valid home as my_home with its kukun_id. Rejects with ApiError.
 */
export async function loginWithDetails(payload: SignInPayload): Promise<SignInDetails> {
  return finishLogin('/v1/security/sign-in', payload);
}

/** Finishes a sign-in that asked for the authenticator code (TWO_STEP_CODE_REQUIRED): the code or a recovery code. */
export async function loginWithSecondStep(payload: { pendingSignIn: string; code: string; remember?: boolean }): Promise<SignInDetails> {
  return finishLogin('/v1/security/sign-in/second-step', payload);
}

/** Signs in with an emailed sign-in link (the confirmation page's button). */
export async function loginWithLink(payload: { email: string; token: string }): Promise<SignInDetails> {
  return finishLogin('/v1/security/sign-in-link/confirm', payload);
}

// Every sign-in answers the same: store the user, choose the first valid home, announce it.
async function finishLogin(url: string, data: object): Promise<SignInDetails> {
  const answer = await apiRequest<Partial<SignInDetails> & Pick<SignInDetails, 'user'>>({ method: 'POST', url, data });
  const details: SignInDetails = {
    user: answer.user,
    userProperties: answer.userProperties ?? [],
    claimedProperties: answer.claimedProperties ?? 0,
  };
  storeUser(details.user);
  selectFirstValidHome(details.userProperties);
  dispatchSessionChanged({ reason: 'login', user: details.user });
  return details;
}

/** Signs in with email and password; resolves with the user or rejects with ApiError. */
export async function login(payload: SignInPayload): Promise<SessionUser> {
  return (await loginWithDetails(payload)).user;
}

/** Stores a user the API returned (after a profile change or email verification) and announces it. */
export function updateSessionUser(user: SessionUser): void {
  if (sameUser(getSession().user, user)) return;
  storeUser(user);
  dispatchSessionChanged({ reason: 'refresh', user });
}

/** Creates an account and signs it in; resolves with the user or rejects with ApiError. */
export async function signup(payload: SignUpPayload): Promise<SessionUser> {
  const { user } = await apiRequest<ApiAnswer<'/api/v1/security/sign-up', 'post'>>({ method: 'POST', url: '/v1/security/sign-up', data: payload });
  storeUser(user);
  dispatchSessionChanged({ reason: 'signup', user });
  return user;
}

/** Signs out everywhere in this browser: revokes the session on the API and clears what apps read. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<unknown>({ method: 'POST', url: '/v1/security/sign-out' });
  } finally {
    // Even if the API is unreachable the user asked to leave: forget the session locally.
    storeUser(null);
    writeMyHome(null);
    dispatchSessionChanged({ reason: 'logout', user: null });
  }
}

/**
 * Asks the API who is signed in and brings the readable cookies in line
 * (the httpOnly session may have expired or been revoked elsewhere).
 */
export async function refreshSession(): Promise<Session> {
  const before = getSession().user;
  let user: SessionUser | null = null;
  try {
    // /session answers a guest with 200 and user null: a signed-out visit logs no failed request.
    user = (await apiRequest<ApiAnswer<'/api/v1/security/session', 'get'>>({ method: 'GET', url: '/v1/security/session' })).user;
  } catch (error) {
    // Only a definite "not signed in" clears the session; a network blip keeps it.
    if (!(error instanceof ApiError && error.status === 401)) return getSession();
  }
  if (!sameUser(before, user)) {
    storeUser(user);
    dispatchSessionChanged({ reason: user ? 'refresh' : 'expired', user });
  }
  return getSession();
}

/** Calls `listener` with the new session after every change, from any app or shared-lib copy. */
export function subscribeSession(listener: (session: Session) => void): Unsubscribe {
  // The selected home is part of the session, and selecting one announces only hw:property-selected.
  const offSession = subscribeSessionChanged(() => listener(getSession()));
  const offHome = subscribePropertySelected(() => listener(getSession()));
  return () => {
    offSession();
    offHome();
  };
}

/** Selects a home (`my_home` and `kukun_id` cookies) and announces it. */
export function selectHome(home: MyHome | null, kukunId?: number | null): void {
  writeMyHome(home, kukunId);
  dispatchPropertySelected({ home });
}
