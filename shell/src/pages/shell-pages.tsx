import { lazy, Suspense } from 'react';
import { usePathname } from '../layout/use-pathname';
import { usePathStatus } from '../routing/use-path-status';
import { UnavailableArea } from '../remote-loading/unavailable-area';
import { retryMissingRoutes } from '../remote-loading/remote-routes';

// Loaded only when a shell page is shown: most visits land on a remote's page and never need it.
const ShellPageContent = lazy(() => import('./shell-page-content'));
// A guest's first visit: a chunk of its own, without the other pages' forms.
const LandingPage = lazy(() => import('./landing/landing-page.component'));

/**
 * The shell's own pages: marketing and product pages for its routes, "not found" for paths no app
 * owns. Nothing while the remotes' routes are still being read; "temporarily unavailable" for a path
 * nobody claims while a remote's routes.json could not be read (it may be that remote's page).
 */
export function ShellPages() {
  const pathname = usePathname();
  const status = usePathStatus(pathname);
  if (status === 'unknown') return null;
  if (status === 'unclaimed-while-missing') {
    return <UnavailableArea onRetry={retryMissingRoutes} />;
  }
  if (status !== null && status !== 'shell') return null;
  return <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>{pathname === '/' ? <LandingPage /> : <ShellPageContent pathname={pathname} />}</Suspense>;
}
