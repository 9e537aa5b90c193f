import { findRouteConflicts, matchesRoutePattern, normaliseRoutePath, type AppClaim, type AppRoute } from '@homeworth/shared-lib/domain';

/**
 * Which app owns which path. The shell's own pages are listed here; each remote's paths come from
 * the routes.json it publishes beside its manifest, read at start (`remote-loading/remote-routes.ts`),
 * so a team adds a page without a shell release. Apps claim paths in order, the shell first, then the
 * remotes in REMOTE_APPS order: when two claim one path the first keeps it and the shell logs an error
 * (CI refuses it earlier: route-table.test.ts).
 */
export type AppName = 'shell' | 'mfe-account' | 'mfe-estimator' | 'mfe-property-report' | 'mfe-agent' | 'mfe-maintenance';

/** A remote app. */
export type RemoteApp = Exclude<AppName, 'shell'>;

/** The remotes, in the order their areas sit in the page (and claim paths). */
export const REMOTE_APPS: readonly RemoteApp[] = ['mfe-account', 'mfe-estimator', 'mfe-property-report', 'mfe-agent', 'mfe-maintenance'];

const page = (path: string, title: string): AppRoute => ({ path, access: 'public', title });

/** The landing page's heading and title: what the product is for. */
export const LANDING_TITLE = 'Buy and renovate to maximise your home equity';

/** The shell's own marketing and product pages. */
export const SHELL_ROUTES: readonly AppRoute[] = [
  // A guest's landing page; a signed-in user is sent to the dashboard (redirectFor).
  page('/', LANDING_TITLE),
  page('/home-condition-score', 'Home condition score'),
  page('/building-permit-data', 'Building permit data'),
  page('/renovation-data', 'Renovation data'),
  page('/automated-valuation-model', 'Automated valuation model'),
  page('/predictive-analytics', 'Predictive analytics'),
  page('/digital-web-tools', 'Digital web tools'),
  page('/partner-us', 'Partner with us'),
  page('/lender-sales', 'Lenders'),
  page('/insurance-white-label', 'Insurance white label'),
  page('/realty-sales', 'Realty'),
  page('/join-as-contractor', 'Join as a contractor'),
  page('/home-report', 'Home report'),
  page('/pricing-options', 'Pricing options'),
  page('/contact-us', 'Contact us'),
  page('/about-us', 'About us'),
  page('/faq', 'FAQ'),
  page('/privacy-policy', 'Privacy policy'),
  page('/terms-service', 'Terms of service'),
  page('/write-for-us', 'Write for us'),
  page('/in-the-press', 'In the press'),
  page('/home-improvement-loans/*', 'Home improvement loans'),
  page('/blog/*', 'Blog'),
];

/** Where `/` sends a signed-in user; a guest stays on the landing page. */
export const SIGNED_IN_HOME = '/dashboard';

/**
 * Home entry redirects: `/ihomemanager` and `/home` go to the dashboard; the maintenance and
 * neighbourhood entries go to their first page.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/home': '/dashboard',
  '/ihomemanager': '/dashboard',
  '/my-maintenance': '/my-maintenance/app',
  '/my-neighborhood': '/my-neighborhood/projects',
};

/** Each remote's routes as read at start; null while not read, or when its routes.json could not be read. */
let remoteRoutes: Partial<Record<RemoteApp, readonly AppRoute[] | null>> = {};
let known = false;
const CHANGED = 'hw-shell:routes-changed';

function claims(): AppClaim[] {
  return [{ app: 'shell', routes: SHELL_ROUTES }, ...REMOTE_APPS.map((app) => ({ app, routes: remoteRoutes[app] ?? [] }))];
}

/**
 * Takes the remotes' routes (null for a remote whose routes.json could not be read) and logs every
 * path two apps claim, naming both; the first claimant keeps it.
 */
export function setRemoteRoutes(next: Partial<Record<RemoteApp, readonly AppRoute[] | null>>): void {
  remoteRoutes = { ...remoteRoutes, ...next };
  known = true;
  for (const { path, kept, refused } of findRouteConflicts(claims())) {
    console.error(`[shell] ${path} is claimed by both ${kept} and ${refused}: ${kept} keeps it`);
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The remotes whose routes.json could not be read (their paths are unknown to the shell). */
export function remotesWithoutRoutes(): RemoteApp[] {
  return known ? REMOTE_APPS.filter((app) => !remoteRoutes[app]) : [];
}

/** The app owning `pathname` and the route it matched, or null for a path no app claims (yet). */
export function routeFor(pathname: string): { app: AppName; route: AppRoute } | null {
  for (const { app, routes } of claims()) {
    const route = routes.find((r) => matchesRoutePattern(r.path, pathname));
    if (route) return { app: app as AppName, route };
  }
  return null;
}

/** The app that owns `pathname`, or null for a path no app claims (the shell shows "not found"). */
export function appForPath(pathname: string): AppName | null {
  return routeFor(pathname)?.app ?? null;
}

/**
 * What the shell knows about `pathname`: its owner; `unknown` while the remotes' routes are being
 * read; `unclaimed-while-missing` when no app claims it but a remote's routes.json could not be read
 * (it may be that remote's page, so the shell shows "temporarily unavailable", not "not found").
 */
export function pathStatus(pathname: string): AppName | 'unknown' | 'unclaimed-while-missing' | null {
  const owner = appForPath(pathname);
  if (owner) return owner;
  if (!known) return 'unknown';
  return remotesWithoutRoutes().length > 0 ? 'unclaimed-while-missing' : null;
}

/** Calls `listener` whenever the remotes' routes change; returns the unsubscribe. */
export function subscribeRoutes(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** Where a home entry redirects to, or null; `/` only for a signed-in user. */
export function redirectFor(pathname: string, signedIn = false): string | null {
  const path = normaliseRoutePath(pathname);
  if (path === '/') return signedIn ? SIGNED_IN_HOME : null;
  return REDIRECTS[path] ?? null;
}
