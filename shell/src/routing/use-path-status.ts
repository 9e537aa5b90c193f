import { useEffect, useState } from 'react';
import { pathStatus, subscribeRoutes } from './route-table';

/** What the shell knows about `pathname` (see `pathStatus`); re-renders when the remotes' routes arrive. */
export function usePathStatus(pathname: string): ReturnType<typeof pathStatus> {
  const [, setVersion] = useState(0);
  useEffect(() => subscribeRoutes(() => setVersion((n) => n + 1)), []);
  return pathStatus(pathname);
}
