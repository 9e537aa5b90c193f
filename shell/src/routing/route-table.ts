import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib';

/**
 * The one route table: which app owns which path. It covers every path named
 * in the two spec files (shell-and-account.md §2, estimator-property-agent.md §2),
 * and each path belongs to exactly one app. A pattern is either exact (`/login`)
 * or a prefix (`/agent/*`, which also matches `/agent`). Matching ignores case
 * and a trailing slash, because estimator slugs are mixed-case in links.
 */
export type AppName = 'shell' | 'mfe-account' | 'mfe-estimator' | 'mfe-property-report' | 'mfe-agent' | 'mfe-maintenance';

/** The remotes, in the order their areas sit in the page. */
export const REMOTE_APPS: readonly Exclude<AppName, 'shell'>[] = [
  'mfe-account',
  'mfe-estimator',
  'mfe-property-report',
  'mfe-agent',
  'mfe-maintenance',
];

const projectPaths = ESTIMATOR_PROJECTS.map((p) => `/${p.slug}/*`);

export const ROUTE_TABLE: Readonly<Record<AppName, readonly string[]>> = {
  'mfe-account': [
    '/login/*',
    '/signup/*',
    '/logout',
    '/user/*',
    '/confirm-user',
    '/contractor/*',
    // The contractor directory and its localities (issue 21).
    '/best-contractors-near-me/*',
  ],
  'mfe-estimator': [
    '/home-renovation-costs/*',
    '/getting-house-ready-to-sell/*',
    '/multiproject/*',
    '/estimate-history',
    '/result-page',
    ...projectPaths,
  ],
  'mfe-property-report': [
    '/dashboard',
    '/sample-dashboard',
    '/properties/*',
    '/current-home-condition',
    '/property-condition',
    '/history-of-construction-permits',
    '/comparable-home-values/*',
    '/my-neighborhood/*',
    '/ihome-report-history',
    '/home-value',
    '/guess-the-sale-price/*',
    '/are-you-the-home-owner',
    '/verify-the-owner',
    '/update-your-home',
    '/geo/*',
  ],
  'mfe-agent': ['/agent/*'],
  'mfe-maintenance': ['/my-maintenance/*'],
  // The shell's own marketing and product pages.
  shell: [
    '/home-condition-score',
    '/building-permit-data',
    '/renovation-data',
    '/automated-valuation-model',
    '/predictive-analytics',
    '/digital-web-tools',
    '/partner-us',
    '/lender-sales',
    '/insurance-white-label',
    '/realty-sales',
    '/join-as-contractor',
    '/home-report',
    '/pricing-options',
    '/contact-us',
    '/about-us',
    '/faq',
    '/privacy-policy',
    '/terms-service',
    '/write-for-us',
    '/in-the-press',
    '/home-improvement-loans/*',
    '/blog/*',
  ],
};

/**
 * Home entry redirects (estimator-property-agent.md §2): `/`, `/ihomemanager`
 * and `/home` go to the dashboard; the maintenance and neighbourhood entries
 * go to their first page.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/dashboard',
  '/home': '/dashboard',
  '/ihomemanager': '/dashboard',
  '/my-maintenance': '/my-maintenance/app',
  '/my-neighborhood': '/my-neighborhood/projects',
};

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** True when `pathname` matches the route pattern. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = normalise(pathname);
  const p = pattern.toLowerCase();
  if (p.endsWith('/*')) {
    const base = p.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === p;
}

/** Every app whose patterns match `pathname` (the table is built so that this is at most one). */
export function appsForPath(pathname: string): AppName[] {
  return (Object.keys(ROUTE_TABLE) as AppName[]).filter((app) => ROUTE_TABLE[app].some((p) => matchesPattern(p, pathname)));
}

/** The app that owns `pathname`, or null for an unknown path (the shell shows "not found"). */
export function appForPath(pathname: string): AppName | null {
  return appsForPath(pathname)[0] ?? null;
}

/** Where a home entry redirects to, or null. */
export function redirectFor(pathname: string): string | null {
  return REDIRECTS[normalise(pathname)] ?? null;
}
