import { useSyncExternalStore } from 'react';
import { pathStatus, subscribeRoutes } from './route-table';

/**
 * What the shell knows about `pathname` (see `pathStatus`); re-renders when the remotes' routes
 * arrive, also when they arrived between this component's render and its subscription.
 */
export function usePathStatus(pathname: string): ReturnType<typeof pathStatus> {
  return useSyncExternalStore(subscribeRoutes, () => pathStatus(pathname));
}
