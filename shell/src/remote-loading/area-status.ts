import { useEffect, useState } from 'react';

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

/** True while `app` shows the unavailable fallback; re-renders on change. */
export function useAreaUnavailable(app: string | null): boolean {
  const [, setTick] = useState(0);
  useEffect(() => {
    const update = () => setTick((n) => n + 1);
    window.addEventListener(EVENT, update);
    return () => window.removeEventListener(EVENT, update);
  }, []);
  return app !== null && unavailable.has(app);
}
