/**
 * Google one-tap: initialised when a client id exists, the user is not
 * logged in and the provider script has loaded; auto-select is off. Failures are logged only.
 */

/** Google's one-tap script. */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** What decides whether one-tap starts. */
export interface OneTapConditions {
  /** The Google client id the API reports; null or empty when the feature is not configured. */
  clientId: string | null | undefined;
  isLoggedIn: boolean;
  scriptLoaded: boolean;
}

/** True when one-tap may be initialised. */
export function shouldInitOneTap({ clientId, isLoggedIn, scriptLoaded }: OneTapConditions): boolean {
  return Boolean(clientId?.trim()) && !isLoggedIn && scriptLoaded;
}

/** True when the provider script needs loading: configured, a guest, and not loaded yet. */
export function shouldLoadOneTapScript({ clientId, isLoggedIn, scriptLoaded }: OneTapConditions): boolean {
  return Boolean(clientId?.trim()) && !isLoggedIn && !scriptLoaded;
}

/** The part of Google's `google.accounts.id` API one-tap uses. */
export interface GoogleIdentityApi {
  initialize(options: { client_id: string; auto_select: boolean; cancel_on_tap_outside?: boolean; callback: (response: { credential?: string }) => void }): void;
  prompt(
    listener?: (notification: { isNotDisplayed?: () => boolean; getNotDisplayedReason?: () => string; isSkippedMoment?: () => boolean; getSkippedReason?: () => string }) => void,
  ): void;
}

/** Google's API once its script has run, or null. */
export function googleIdentity(): GoogleIdentityApi | null {
  const g = (window as unknown as { google?: { accounts?: { id?: GoogleIdentityApi } } }).google;
  return g?.accounts?.id ?? null;
}
