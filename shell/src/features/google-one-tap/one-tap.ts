import { ApiError, apiRequest, getSession, isAgentRole, navigateTo, refreshSession, selectFirstValidHome, type UserPropertyEntry } from '@homeworth/shared-lib';
import { ACCOUNT_PROTECTION_CODES } from '@homeworth/shared-lib/domain';
import { promptOneTap } from '@homeworth/shared-lib/google-one-tap';

// Loaded after the first load (first interaction or a few seconds), for guests only: the shell's first load does not carry it.

/** Signs in with the one-tap credential; then the login redirect for a page the visitor chose to stay on. */
export async function signInWithCredential(credential: string): Promise<void> {
  const here = window.location.pathname + window.location.search;
  try {
    const answer = await apiRequest<{ userProperties?: UserPropertyEntry[] }>({ method: 'POST', url: '/v1/security/external-login', data: { credential } });
    await refreshSession();
    selectFirstValidHome(answer.userProperties ?? []);
    // An agent goes to its profile; everyone else stays on the page, which re-renders signed in.
    if (isAgentRole(getSession().role)) navigateTo('/agent/edit-profile');
  } catch (error) {
    // An account with two-step sign-in finishes on the sign-in page.
    if (error instanceof ApiError && error.code === ACCOUNT_PROTECTION_CODES.twoStepCodeRequired) navigateTo(`/login?referrer=${encodeURIComponent(here)}`);
    else console.warn('Google sign-in failed', error);
  }
}

// The sign-in and sign-up pages run their own one-tap with the sign-in page's redirect rules.
const OWN_ONE_TAP = /^\/(login|signup)(\/|$)/;

/**
 * For a guest, asks the API whether one-tap is configured and, when it is, shows Google's prompt; on
 * the sign-in and sign-up pages it waits for the next page. Failures are logged only.
 */
export async function startOneTap(): Promise<void> {
  if (getSession().isLoggedIn) return;
  if (OWN_ONE_TAP.test(window.location.pathname)) {
    window.addEventListener('single-spa:routing-event', () => void startOneTap(), { once: true });
    return;
  }
  try {
    const config = await apiRequest<{ enabled: boolean; clientId: string | null }>({ method: 'GET', url: '/v1/security/external-login/config' });
    if (!config.enabled || !config.clientId || getSession().isLoggedIn) return;
    await promptOneTap(
      config.clientId,
      (credential) => void signInWithCredential(credential),
      () => !getSession().isLoggedIn,
    );
  } catch (error) {
    console.warn('Google one-tap unavailable', error);
  }
}
