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

/** Loads Google's script once; rejects when it fails to load. */
function loadScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${GSI_SCRIPT_URL}"]`);
    const script = existing ?? Object.assign(document.createElement('script'), { src: GSI_SCRIPT_URL, async: true, defer: true });
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('Google one-tap script did not load')), { once: true });
    if (!existing) document.head.appendChild(script);
  });
}

/**
 * Loads Google's script when needed and shows the one-tap prompt for `clientId` (auto-select off);
 * `onCredential` gets the ID token. `isLive` lets a caller that went away stop it. Moments when
 * Google shows no prompt are logged only; a script that fails to load rejects.
 */
export async function promptOneTap(clientId: string, onCredential: (credential: string) => void, isLive: () => boolean = () => true): Promise<void> {
  if (googleIdentity() === null) await loadScript();
  const api = googleIdentity();
  if (!isLive() || !api) return;
  api.initialize({
    client_id: clientId,
    auto_select: false,
    callback: ({ credential }) => {
      if (credential) onCredential(credential);
    },
  });
  api.prompt((moment) => {
    if (moment.isNotDisplayed?.()) console.warn('Google one-tap not displayed:', moment.getNotDisplayedReason?.());
    else if (moment.isSkippedMoment?.()) console.warn('Google one-tap skipped:', moment.getSkippedReason?.());
  });
}
