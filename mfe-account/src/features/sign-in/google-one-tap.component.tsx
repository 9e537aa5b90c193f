import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { GSI_SCRIPT_URL, googleIdentity, shouldInitOneTap, shouldLoadOneTapScript } from './google-one-tap';
import { googleCredentialReceived, oneTapConfigRequested } from './sign-in.slice';

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
 * Google one-tap on the sign-in page: nothing loads unless the API reports a client id and the
 * visitor is a guest. The prompt is Google's own overlay, so this renders nothing.
 */
export function GoogleOneTap({ referrer }: { referrer: string | null }) {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const clientId = useSelector((s: AccountState) => s.signIn.oneTapClientId);

  useEffect(() => {
    if (!isLoggedIn && clientId === undefined) dispatch(oneTapConfigRequested());
  }, [dispatch, isLoggedIn, clientId]);

  useEffect(() => {
    if (isLoggedIn || !clientId) return;
    let live = true;
    (async () => {
      if (!live || !shouldLoadOneTapScript({ clientId, isLoggedIn, scriptLoaded: googleIdentity() !== null })) return;
      if (googleIdentity() === null) await loadScript();
      const api = googleIdentity();
      if (!live || !api || !clientId || !shouldInitOneTap({ clientId, isLoggedIn, scriptLoaded: true })) return;
      api.initialize({
        client_id: clientId,
        auto_select: false,
        callback: ({ credential }) => {
          if (credential) dispatch(googleCredentialReceived({ credential, referrer }));
        },
      });
      // Moments when Google does not show the prompt are logged only.
      api.prompt((moment) => {
        if (moment.isNotDisplayed?.()) console.warn('Google one-tap not displayed:', moment.getNotDisplayedReason?.());
        else if (moment.isSkippedMoment?.()) console.warn('Google one-tap skipped:', moment.getSkippedReason?.());
      });
    })().catch((error: unknown) => console.warn('Google one-tap unavailable', error));
    return () => {
      live = false;
    };
  }, [dispatch, isLoggedIn, referrer, clientId]);

  return null;
}
