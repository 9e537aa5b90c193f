/**
 * How long after the page's load event one-tap starts when the visitor has not interacted yet: long
 * enough that a slow first load (remotes still arriving on a busy machine or network) is over first.
 */
export const ONE_TAP_DELAY_MS = 10_000;

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'];

/**
 * Starts Google one-tap (its own chunk, which checks the session and the configuration) on the first
 * interaction or ONE_TAP_DELAY_MS after the load event, whichever comes first: never part of the first load.
 */
export function startOneTapAfterFirstLoad(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    INTERACTIONS.forEach((name) => removeEventListener(name, start));
    import('./one-tap').then((m) => m.startOneTap()).catch((error: unknown) => console.warn('Google one-tap unavailable', error));
  };
  INTERACTIONS.forEach((name) => addEventListener(name, start, { passive: true, once: true }));
  addEventListener('load', () => (timer = setTimeout(start, ONE_TAP_DELAY_MS)), { once: true });
}
