import { redirectFor } from './route-table';

/** Applies the spec's home entry redirects (`/` -> `/dashboard`, ...) in place, keeping the query. */
export function applyHomeRedirect(): void {
  const target = redirectFor(window.location.pathname);
  if (target) window.history.replaceState(window.history.state, '', `${target}${window.location.search}${window.location.hash}`);
}
