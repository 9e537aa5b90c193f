import { useEffect, useState } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The current session, re-rendering on every change from any app. */
export function useSession(): Session {
  const [session, setSession] = useState<Session>(getSession);
  useEffect(() => subscribeSession(setSession), []);
  return session;
}
