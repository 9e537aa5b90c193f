import { useEffect, useState } from 'react';
import { readMyHome, subscribePropertySelected, subscribeSession, type MyHome } from '@homeworth/shared-lib';

/**
 * The selected home (my_home), re-rendering when any app selects a home or the session changes.
 * useSession alone misses a selection: selectHome announces hw:property-selected, not a session change.
 */
export function useMyHome(): MyHome | null {
  const [myHome, setMyHome] = useState<MyHome | null>(readMyHome);
  useEffect(() => {
    const refresh = () => setMyHome(readMyHome());
    const unsubscribers = [subscribePropertySelected(refresh), subscribeSession(refresh)];
    refresh();
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);
  return myHome;
}
