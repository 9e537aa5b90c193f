import type { AppRoute } from '@homeworth/shared-lib/domain';

/**
 * The paths this remote owns. The build publishes them as routes.json
 * beside mf-manifest.json and the shell reads them at start: a page under a new path needs no shell release.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', access: 'public', title: 'Home dashboard' },
  { path: '/sample-dashboard', access: 'public', title: 'Sample home dashboard' },
  { path: '/properties/*', access: 'public', title: 'Home report' },
  { path: '/current-home-condition', access: 'public', title: 'Current home condition' },
  { path: '/property-condition', access: 'public', title: 'Current home condition' },
  { path: '/history-of-construction-permits', access: 'public', title: 'History of construction permits' },
  { path: '/comparable-home-values/*', access: 'public', title: 'Comparable home values' },
  { path: '/my-neighborhood/*', access: 'public', title: 'My neighborhood' },
  { path: '/ihome-report-history', access: 'signed-in', title: 'Home report history' },
  { path: '/home-value', access: 'public', title: 'Home value' },
  { path: '/guess-the-sale-price/*', access: 'public', title: 'Guess the sale price' },
  { path: '/are-you-the-home-owner', access: 'public', title: 'Are you the home owner?' },
  { path: '/verify-the-owner', access: 'signed-in', title: 'Verify the owner' },
  { path: '/update-your-home', access: 'signed-in', title: 'Update your home' },
  { path: '/geo/*', access: 'public', title: 'City market' },
];
