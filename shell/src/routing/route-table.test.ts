import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib';
import { appForPath, appsForPath, redirectFor } from './route-table';

// Every path named in shell-and-account.md §2 and estimator-property-agent.md §2 (ids filled in).
const SPEC_PATHS = [
  // Navigation, main site
  '/best-contractors-near-me', '/home-condition-score', '/building-permit-data', '/renovation-data', '/automated-valuation-model',
  '/predictive-analytics', '/digital-web-tools', '/partner-us', '/lender-sales', '/insurance-white-label', '/realty-sales',
  '/join-as-contractor', '/Home-Renovation-Costs', '/home-report', '/getting-house-ready-to-sell', '/comparable-home-values',
  '/my-maintenance/app', '/my-neighborhood/projects', '/pricing-options', '/agent/payment-wall', '/contact-us', '/dashboard',
  '/agent/edit-profile', '/agent/list-manager',
  // Footer
  '/properties', '/home-improvement-loans/loan-calculator', '/write-for-us', '/in-the-press', '/faq', '/about-us',
  '/privacy-policy', '/terms-service',
  // App host
  '/login', '/signup', '/logout', '/user/edit-profile', '/user/home-preferences', '/login/change-password',
  '/login/verify-contractor-email', '/login/verify-your-email', '/signup/verify-your-email', '/login/new-contractor',
  '/signup/new-contractor', '/signup/new-contractor/welcome', '/contractor/profile/acme-builders', '/confirm-user',
  // Other paths named
  '/properties/123', '/current-home-condition', '/history-of-construction-permits', '/my-maintenance/printable',
  '/my-maintenance/user-property', '/my-neighborhood/user-property', '/comparable-home-values/user-property',
  '/estimate-history', '/ihome-report-history', '/agent/import-file', '/sample-dashboard', '/result-page',
  '/geo/austin', '/are-you-the-home-owner', '/property-condition', '/update-your-home', '/verify-the-owner',
  '/home-value', '/guess-the-sale-price', '/guess-the-sale-price/property', '/guess-the-sale-price/history',
  '/guess-the-sale-price/my-home-value', '/guess-the-sale-price/notifications', '/guess-the-sale-price/search',
  // Estimator shapes
  '/home-renovation-costs', '/multiproject/estimator-result', '/multiproject/property-address', '/multiproject/down-to-studs',
  '/getting-house-ready-to-sell/estimator-result', '/getting-house-ready-to-sell/home-size',
  ...ESTIMATOR_PROJECTS.flatMap((p) => [`/${p.slug}`, `/${p.slug}/estimator-result`, `/${p.slug}/other-room-addition-size/5`]),
];

describe('route table', () => {
  it.each(SPEC_PATHS)('gives %s to exactly one app', (path) => {
    expect(appsForPath(path)).toHaveLength(1);
  });

  it('gives the areas to the apps the architecture names', () => {
    expect(appForPath('/login')).toBe('mfe-account');
    expect(appForPath('/Kitchen-Renovation-Cost/room-size')).toBe('mfe-estimator');
    expect(appForPath('/kitchen-renovation-cost')).toBe('mfe-estimator');
    expect(appForPath('/dashboard/')).toBe('mfe-property-report');
    expect(appForPath('/agent/list-manager')).toBe('mfe-agent');
    expect(appForPath('/my-maintenance/printable')).toBe('mfe-maintenance');
    expect(appForPath('/contact-us')).toBe('shell');
  });

  it('owns nothing for an unknown path (the shell shows "not found")', () => {
    expect(appForPath('/no-such-page')).toBeNull();
    expect(appForPath('/loginx')).toBeNull();
  });

  it('applies the home entry redirects of the spec', () => {
    expect(redirectFor('/')).toBe('/dashboard');
    expect(redirectFor('/ihomemanager')).toBe('/dashboard');
    expect(redirectFor('/my-maintenance')).toBe('/my-maintenance/app');
    expect(redirectFor('/my-neighborhood/')).toBe('/my-neighborhood/projects');
    expect(redirectFor('/dashboard')).toBeNull();
  });
});
