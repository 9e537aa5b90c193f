import { useEffect } from 'react';
import { trackVisit, useSession } from '@homeworth/shared-lib';
import { usePathname, useSearch } from '../../layout/use-pathname';

/** Records a visit on each route change for signed-in users. */
export function useVisitTracking(): void {
  const { isLoggedIn } = useSession();
  const pathname = usePathname();
  const search = useSearch();
  useEffect(() => {
    if (isLoggedIn) void trackVisit(`${pathname}${search}`);
  }, [isLoggedIn, pathname, search]);
}
