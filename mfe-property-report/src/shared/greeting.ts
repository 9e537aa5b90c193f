import { useEffect, useMemo } from 'react';

// "Welcome back" is for someone who has been here before: the dashboard remembers, per account and browser,
// that it greeted them. A new account's first dashboard says "Welcome".
const KEY_PREFIX = 'hw:dashboard-greeted:';

/** The dashboard's heading for a first visit or a returning one. */
export function dashboardGreeting(name: string, returning: boolean): string {
  return returning ? `Welcome back, ${name}` : `Welcome, ${name}`;
}

/** Whether this browser's dashboard has greeted this account before. */
export function greetedBefore(userId: number): boolean {
  try {
    return localStorage.getItem(`${KEY_PREFIX}${userId}`) !== null;
  } catch {
    // Storage blocked: treat the visit as a return rather than greet an old user as new on every visit.
    return true;
  }
}

/** Remembers that the dashboard greeted this account here. */
export function rememberGreeted(userId: number): void {
  try {
    localStorage.setItem(`${KEY_PREFIX}${userId}`, '1');
  } catch {
    // Storage blocked or full: nothing to remember with.
  }
}

/** For the signed-in account: has this browser greeted it before this visit? (Read once per visit, then remembered.) */
export function useReturningVisit(userId: number | undefined): boolean {
  const returning = useMemo(() => userId !== undefined && greetedBefore(userId), [userId]);
  useEffect(() => {
    if (userId !== undefined) rememberGreeted(userId);
  }, [userId]);
  return returning;
}
