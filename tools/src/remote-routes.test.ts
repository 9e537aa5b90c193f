import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESTIMATOR_PROJECTS, findRouteConflicts, matchesPathTemplate, matchesRoutePattern, type AppClaim } from '@homeworth/shared-lib/domain';
import { SHELL_ROUTES } from '../../shell/src/routing/route-table';
import { readAllRemoteRoutes, readAppRoutes, readRoutesFile } from './read-app-routes';

// Every path the product's pages use, for the shell and each remote (ids filled in).
const SPEC_PATHS = [
  // Navigation, main site
  '/best-contractors-near-me',
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
  '/Home-Renovation-Costs',
  '/home-report',
  '/getting-house-ready-to-sell',
  '/comparable-home-values',
  '/my-maintenance/app',
  '/my-neighborhood/projects',
  '/pricing-options',
  '/agent/payment-wall',
  '/contact-us',
  '/dashboard',
  '/agent/edit-profile',
  '/agent/list-manager',
  // Footer
  '/properties',
  '/home-improvement-loans/loan-calculator',
  '/write-for-us',
  '/in-the-press',
  '/faq',
  '/about-us',
  '/privacy-policy',
  '/terms-service',
  // App host
  '/login',
  '/signup',
  '/logout',
  '/user/edit-profile',
  '/user/home-preferences',
  '/login/change-password',
  '/login/verify-contractor-email',
  '/login/verify-your-email',
  '/signup/verify-your-email',
  '/login/new-contractor',
  '/signup/new-contractor',
  '/signup/new-contractor/welcome',
  '/contractor/profile/acme-builders',
  '/confirm-user',
  '/developers',
  '/developers/keys',
  // Other paths named
  '/properties/123',
  '/current-home-condition',
  '/history-of-construction-permits',
  '/my-maintenance/printable',
  '/my-maintenance/user-property',
  '/my-neighborhood/user-property',
  '/comparable-home-values/user-property',
  '/estimate-history',
  '/ihome-report-history',
  '/agent/import-file',
  '/sample-dashboard',
  '/result-page',
  '/geo/austin',
  '/are-you-the-home-owner',
  '/property-condition',
  '/update-your-home',
  '/verify-the-owner',
  '/home-value',
  '/guess-the-sale-price',
  '/guess-the-sale-price/property',
  '/guess-the-sale-price/history',
  '/guess-the-sale-price/my-home-value',
  '/guess-the-sale-price/notifications',
  '/guess-the-sale-price/search',
  // Estimator shapes
  '/home-renovation-costs',
  '/multiproject/estimator-result',
  '/multiproject/property-address',
  '/multiproject/down-to-studs',
  '/getting-house-ready-to-sell/estimator-result',
  '/getting-house-ready-to-sell/home-size',
  ...ESTIMATOR_PROJECTS.flatMap((p) => [`/${p.slug}`, `/${p.slug}/estimator-result`, `/${p.slug}/other-room-addition-size/5`]),
];

// What the shell claims at start: its own pages first, then each remote's routes.json (built from these files).
const claims: AppClaim[] = [{ app: 'shell', routes: SHELL_ROUTES }, ...readAllRemoteRoutes()];

describe('routes published by the remotes (routes.json)', () => {
  it('never lets two apps claim one path', () => {
    expect(findRouteConflicts(claims)).toEqual([]);
  });

  it.each(SPEC_PATHS)('gives the spec path %s to exactly one app', (pathname) => {
    const owners = claims.filter((c) => c.routes.some((r) => matchesRoutePattern(r.path, pathname))).map((c) => c.app);
    expect(owners).toHaveLength(1);
  });

  it('gives the estimator every project path, generated from ESTIMATOR_PROJECTS', () => {
    const estimator = claims.find((c) => c.app === 'mfe-estimator')!.routes.map((r) => r.path);
    expect(estimator).toEqual(expect.arrayContaining(ESTIMATOR_PROJECTS.map((p) => `/${p.slug}/*`)));
  });

  it('finds a path claimed twice, naming both apps and the one that keeps it', () => {
    const twice: AppClaim[] = [...claims, { app: 'mfe-new', routes: [{ path: '/agent/reports', access: 'public', title: 'Reports' }] }];
    expect(findRouteConflicts(twice)).toEqual([{ path: '/agent/reports', kept: 'mfe-agent', refused: 'mfe-new' }]);
  });

  it('refuses a routes file with a bad pattern, access or title, naming the app', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-routes-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'src/routes.ts'), "export const ROUTES = [{ path: 'agent/*', access: 'public', title: 'A' }, { path: '/b', access: 'guests', title: '' }];");
      expect(() => readAppRoutes(dir)).toThrow(
        `${path.basename(dir)}: routes[0].path must be /exact or /prefix/*; routes[1].access must be public or signed-in; routes[1].title must be a text`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("publishes the estimator's early script for the result pages of its projects only", () => {
    const { early } = readRoutesFile(path.resolve(__dirname, '../../mfe-estimator'));
    expect(early).toEqual({ script: 'early.js', paths: ['/:project/estimator-result'] });
    expect(matchesPathTemplate(early!.paths[0]!, '/Kitchen-Renovation-Cost/estimator-result/')).toBe(true);
    expect(matchesPathTemplate(early!.paths[0]!, '/Kitchen-Renovation-Cost')).toBe(false);
    expect(matchesPathTemplate(early!.paths[0]!, '/a/b/estimator-result')).toBe(false);
    expect(matchesPathTemplate(early!.paths[0]!, '//estimator-result')).toBe(false);
  });

  it('refuses early paths without their script, or paths that are not templates', () => {
    const routes = "export const ROUTES = [{ path: '/a/*', access: 'public', title: 'A' }];";
    // One folder per case: jest keeps each module it has loaded.
    const cases: [string, Record<string, string>, string][] = [
      ['no script', { 'src/routes.ts': `${routes} export const EARLY_PATHS = ['/:x/result'];` }, 'EARLY_PATHS needs src/early.ts'],
      ['bad path', { 'src/routes.ts': `${routes} export const EARLY_PATHS = ['no-slash'];`, 'src/early.ts': '' }, 'early.paths must be a list of /path/:param templates'],
    ];
    for (const [, files, problem] of cases) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-routes-'));
      try {
        fs.mkdirSync(path.join(dir, 'src'));
        for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
        expect(() => readRoutesFile(dir)).toThrow(`${path.basename(dir)}: ${problem}`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
