import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { promptOneTap } from '@homeworth/shared-lib/google-one-tap';
import { googleCredentialReceived, oneTapConfigRequested } from './sign-in.slice';

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
    promptOneTap(
      clientId,
      (credential) => dispatch(googleCredentialReceived({ credential, referrer })),
      () => live,
    ).catch((error: unknown) => console.warn('Google one-tap unavailable', error));
    return () => {
      live = false;
    };
  }, [dispatch, isLoggedIn, referrer, clientId]);

  return null;
}
