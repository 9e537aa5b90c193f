import type { AppRoute } from '@homeworth/shared-lib/domain';

/**
 * The paths this remote owns. The build publishes them as routes.json
 * beside mf-manifest.json and the shell reads them at start: a page under a new path needs no shell release.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login/*', access: 'public', title: 'Sign in' },
  { path: '/signup/*', access: 'public', title: 'Create an account' },
  { path: '/logout', access: 'public', title: 'Sign out' },
  { path: '/user/*', access: 'signed-in', title: 'Your account' },
  { path: '/confirm-user', access: 'public', title: 'Confirm your email' },
  // Public contractor profiles; the editor, Leads and claims under it ask for sign-in themselves.
  { path: '/contractor/*', access: 'public', title: 'Contractors' },
  // The contractor directory and its localities.
  { path: '/best-contractors-near-me/*', access: 'public', title: 'Best contractors near me' },
  // The developer portal: what the data products are for a visitor; organisation, keys, usage and widget after sign-in.
  { path: '/developers/*', access: 'public', title: 'Developer portal' },
];
