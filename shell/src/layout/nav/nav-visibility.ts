/** Pages that always show their own dashboard-style bar instead of the site navigation. */
export const ALWAYS_DASHBOARD_STYLE = ['/dashboard', '/sample-dashboard'] as const;

/** App pages that show a dashboard-style bar once the user is signed in. */
export const SIGNED_IN_DASHBOARD_STYLE = [
  '/current-home-condition',
  '/history-of-construction-permits',
  '/my-maintenance/app',
  '/my-maintenance/user-property',
  '/my-neighborhood/projects',
  '/my-neighborhood/user-property',
  '/comparable-home-values/user-property',
  '/estimate-history',
  '/ihome-report-history',
] as const;

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** True when the navigation bar is hidden on `pathname` for this visitor. */
export function isNavHidden(pathname: string, isLoggedIn: boolean): boolean {
  const path = normalise(pathname);
  if ((ALWAYS_DASHBOARD_STYLE as readonly string[]).includes(path)) return true;
  return isLoggedIn && (SIGNED_IN_DASHBOARD_STYLE as readonly string[]).includes(path);
}

/** The cookie Contact Sales sets. */
export const CONTACT_SALES_COOKIE = 'contact_sales';

/** Desktop navigation above 1024 px; the hamburger menu at 1024 and below. */
export function isDesktopNav(width: number): boolean {
  return width > 1024;
}
