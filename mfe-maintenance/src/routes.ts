import type { AppRoute } from '@homeworth/shared-lib/domain';

/**
 * The paths this remote owns. The build publishes them as routes.json
 * beside mf-manifest.json and the shell reads them at start: a page under a new path needs no shell release.
 */
export const ROUTES: readonly AppRoute[] = [
  // Guests see the sample home's plan, labelled.
  { path: '/my-maintenance/*', access: 'public', title: 'Home maintenance plan' },
];
