import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib';
import { matchesPattern } from './route-table';

/** The site's name, after each page's own title. */
export const SITE_NAME = 'Homeworth';

/**
 * The title of each remote's page, most specific pattern first (patterns as in
 * the route table). The shell's own pages name themselves (shell-page-content.tsx).
 */
export const REMOTE_PAGE_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  ['/login/change-password', 'Change your password'],
  ['/login/verify-contractor-email', 'Verify your email'],
  ['/login/verify-your-email', 'Verify your email'],
  ['/signup/verify-your-email', 'Verify your email'],
  ['/login/undo-email-change', 'Undo the email change'],
  ['/login/new-contractor', 'Contractor sign-in'],
  ['/login/*', 'Sign in'],
  ['/signup/new-contractor/*', 'Contractor sign-up'],
  ['/signup/*', 'Create your account'],
  ['/logout', 'Signing out'],
  ['/confirm-user', 'Confirm your account'],
  ['/user/edit-profile', 'My profile'],
  ['/user/home-preferences', 'Homes & preferences'],
  ['/user/*', 'Your account'],
  ['/contractor/*', 'Contractor profile'],
  ['/home-renovation-costs/*', 'Remodel cost estimator'],
  ['/getting-house-ready-to-sell/*', 'Getting your house ready to sell'],
  ['/multiproject/*', 'Multi-project estimate'],
  ['/estimate-history', 'Estimate history'],
  ['/result-page', 'Shared estimate'],
  ...ESTIMATOR_PROJECTS.map((p) => [`/${p.slug}/*`, `${p.displayName} cost estimate`] as const),
  ['/dashboard', 'Home dashboard'],
  ['/sample-dashboard', 'Sample home report'],
  ['/properties', 'Homes'],
  ['/properties/*', 'Home report'],
  ['/current-home-condition', 'Home condition'],
  ['/property-condition', 'Property condition'],
  ['/history-of-construction-permits', 'Construction permit history'],
  ['/comparable-home-values/*', 'Comparable home values'],
  ['/my-neighborhood/*', 'Neighbourhood projects'],
  ['/ihome-report-history', 'Home report history'],
  ['/home-value', 'Home value'],
  ['/guess-the-sale-price/*', 'Guess the sale price'],
  ['/are-you-the-home-owner', 'Are you the home owner?'],
  ['/verify-the-owner', 'Verify the owner'],
  ['/update-your-home', 'Update your home'],
  ['/geo/*', 'Homes by area'],
  ['/agent/dashboard', 'Agent dashboard'],
  ['/agent/edit-profile', 'Agent profile'],
  ['/agent/list-manager', 'Contacts'],
  ['/agent/payment-wall', 'Agent/Broker PRO'],
  ['/agent/import-file', 'Import contacts'],
  ['/agent/*', 'Agent area'],
  ['/my-maintenance/*', 'Maintenance plan'],
];

/** The title of a remote's page at `pathname`, or null for a path the shell serves. */
export function remotePageTitle(pathname: string): string | null {
  return REMOTE_PAGE_TITLES.find(([pattern]) => matchesPattern(pattern, pathname))?.[1] ?? null;
}

/** Sets the document's title: the page's own words first, then the site's name. */
export function setPageTitle(title: string): void {
  document.title = `${title} | ${SITE_NAME}`;
}
