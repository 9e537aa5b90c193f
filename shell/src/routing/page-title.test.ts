import { ROUTE_TABLE, appForPath } from './route-table';
import { remotePageTitle, setPageTitle } from './page-title';

// Each remote's route pattern, with its wildcard filled in: every one needs a title of its own.
const REMOTE_PATHS = Object.entries(ROUTE_TABLE)
  .filter(([app]) => app !== 'shell')
  .flatMap(([, patterns]) => patterns.map((p) => p.replace(/\/\*$/, '')));

describe('page titles', () => {
  it.each(REMOTE_PATHS)('names the remote page %s', (path) => {
    expect(remotePageTitle(path)).toEqual(expect.any(String));
  });

  it('gives the main pages distinct titles', () => {
    const paths = ['/login', '/signup', '/dashboard', '/sample-dashboard', '/home-renovation-costs', '/Kitchen-Renovation-Cost',
      '/estimate-history', '/my-maintenance/app', '/my-neighborhood/projects', '/properties', '/properties/12', '/user/edit-profile',
      '/user/home-preferences', '/agent/list-manager', '/agent/payment-wall', '/signup/verify-your-email', '/login/change-password'];
    const titles = paths.map(remotePageTitle);
    expect(new Set(titles).size).toBe(paths.length);
    expect(remotePageTitle('/Kitchen-Renovation-Cost/room-size')).toBe(remotePageTitle('/kitchen-renovation-cost'));
  });

  it('leaves the shell\'s own pages to name themselves', () => {
    expect(appForPath('/pricing-options')).toBe('shell');
    expect(remotePageTitle('/pricing-options')).toBeNull();
    expect(remotePageTitle('/no-such-page')).toBeNull();
  });

  it('puts the page first and the site name after it', () => {
    setPageTitle('Sign in');
    expect(document.title).toBe('Sign in | Homeworth');
  });
});
