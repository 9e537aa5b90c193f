import { useEffect, useState } from 'react';

function currentLocation(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}

function useLocationPart<K extends 'pathname' | 'search'>(key: K): string {
  const [value, setValue] = useState(() => currentLocation()[key]);
  useEffect(() => {
    const update = () => setValue(currentLocation()[key]);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, [key]);
  return value;
}

/** The current path, updated on every single-spa route change. */
export function usePathname(): string {
  return useLocationPart('pathname');
}

/** The current query string (with its `?`), updated on every route change. */
export function useSearch(): string {
  return useLocationPart('search');
}
