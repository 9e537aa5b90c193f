import { useEffect, useState } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The current session, re-rendering on every change from any app. */
export function useSession(): Session {
  const [session, setSession] = useState<Session>(getSession);
  useEffect(() => {
    const unsubscribe = subscribeSession(setSession);
    // A change announced between the first render and this subscription must not be missed.
    setSession((current) => {
      const latest = getSession();
      return JSON.stringify(latest) === JSON.stringify(current) ? current : latest;
    });
    return unsubscribe;
  }, []);
  return session;
}
