import { useSyncExternalStore } from 'react';

// Which remotes currently show the "temporarily unavailable" fallback. The nav reads it:
// a page whose own dashboard bar failed to load keeps the site navigation, so nobody is stranded.
const unavailable = new Set<string>();
const EVENT = 'hw-shell:area-status';

/** Marks an app's area as showing (or no longer showing) the unavailable fallback. */
export function setAreaUnavailable(app: string, isUnavailable: boolean): void {
  if (isUnavailable) unavailable.add(app);
  else unavailable.delete(app);
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

/**
 * True while `app` shows the unavailable fallback; re-renders on change, including one made before
 * the component subscribed (a remote that fails at once, while the header's first render is pending).
 */
export function useAreaUnavailable(app: string | null): boolean {
  return useSyncExternalStore(subscribe, () => app !== null && unavailable.has(app));
}
