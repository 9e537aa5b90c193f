import { ESTIMATOR_PROJECTS, type AppRoute } from '@homeworth/shared-lib/domain';

/**
 * The paths this remote owns. The build publishes them as
 * routes.json beside mf-manifest.json; the 51 project paths come from ESTIMATOR_PROJECTS at build
 * time, so a new project slug is a new route without a shell release.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/home-renovation-costs/*', access: 'public', title: 'Home renovation costs' },
  { path: '/getting-house-ready-to-sell/*', access: 'public', title: 'Getting a house ready to sell' },
  { path: '/multiproject/*', access: 'public', title: 'Several projects together' },
  { path: '/estimate-history', access: 'signed-in', title: 'Estimate history' },
  // Read-only shared results (`?share=`) open for anyone.
  { path: '/result-page', access: 'public', title: 'Estimate result' },
  ...ESTIMATOR_PROJECTS.map((p): AppRoute => ({ path: `/${p.slug}/*`, access: 'public', title: `${p.displayName} cost estimate` })),
];

/**
 * Where the early script (src/early.ts, published as early.js) runs: a guest's result page is
 * priced while the apps download.
 */
export const EARLY_PATHS: readonly string[] = ['/:project/estimator-result'];
