import { useEffect } from 'react';
import { useSession } from '@homeworth/shared-lib';

// The sign-in and sign-up pages run their own one-tap with the sign-in page's redirect rules.
const OWN_ONE_TAP = /^\/(login|signup)(\/|$)/;

let started = false;

/** Waits for the page's load event (the first paint is done by then), then for an idle moment. */
function afterFirstPaint(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Google one-tap on every page for a guest, loaded lazily after the first paint, once per page load. */
export function useGoogleOneTap(pathname: string): void {
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (isLoggedIn || started || OWN_ONE_TAP.test(pathname)) return;
    started = true;
    afterFirstPaint(() => {
      import('./one-tap').then((m) => m.startOneTap()).catch((error: unknown) => console.warn('Google one-tap unavailable', error));
    });
  }, [isLoggedIn, pathname]);
}
