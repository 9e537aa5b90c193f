import { getSession } from '@homeworth/shared-lib';
import { redirectFor } from './route-table';

/** Applies the home entry redirects (`/` -> `/dashboard` when signed in, ...) in place, keeping the query. */
export function applyHomeRedirect(): void {
  const target = redirectFor(window.location.pathname, getSession().isLoggedIn);
  if (target) window.history.replaceState(window.history.state, '', `${target}${window.location.search}${window.location.hash}`);
}
