import { lazy, Suspense } from 'react';
import { usePathname } from '../layout/use-pathname';
import { appForPath } from '../routing/route-table';

// Loaded only when a shell page is shown: most visits land on a remote's page and never need it.
const ShellPageContent = lazy(() => import('./shell-page-content'));

/** The shell's own pages: marketing and product pages for its routes, "not found" for paths no app owns. */
export function ShellPages() {
  const pathname = usePathname();
  const owner = appForPath(pathname);
  if (owner !== null && owner !== 'shell') return null;
  return (
    <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
      <ShellPageContent pathname={pathname} />
    </Suspense>
  );
}
