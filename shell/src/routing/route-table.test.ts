import type { AppRoute } from '@homeworth/shared-lib/domain';
import { readAllRemoteRoutes } from '../../../tools/src/read-app-routes';
import type { RemoteApp } from './route-table';

// The uniqueness and spec-coverage check of the routes files runs in CI: tools/src/remote-routes.test.ts.
// Here: what the shell does at start with the routes.json it read (these are the files they are built from).
const PUBLISHED = Object.fromEntries(readAllRemoteRoutes().map(({ app, routes }) => [app, routes])) as Record<RemoteApp, AppRoute[]>;

type RouteTable = typeof import('./route-table');
/** A fresh route table, as at the start of a page. */
function freshTable(): RouteTable {
  let table: RouteTable | undefined;
  jest.isolateModules(() => {
    table = jest.requireActual<RouteTable>('./route-table');
  });
  return table!;
}

afterEach(() => jest.restoreAllMocks());

describe('route table at start', () => {
  it('knows the shell’s own pages at once, and a remote’s paths only once its routes.json is read', () => {
    const table = freshTable();
    expect(table.appForPath('/contact-us')).toBe('shell');
    expect(table.pathStatus('/dashboard')).toBe('unknown');
    table.setRemoteRoutes(PUBLISHED);
    expect(table.pathStatus('/dashboard')).toBe('mfe-property-report');
  });

  it('gives the areas to the apps the architecture names', () => {
    const table = freshTable();
    table.setRemoteRoutes(PUBLISHED);
    expect(table.appForPath('/login')).toBe('mfe-account');
    expect(table.appForPath('/Kitchen-Renovation-Cost/room-size')).toBe('mfe-estimator');
    expect(table.appForPath('/kitchen-renovation-cost')).toBe('mfe-estimator');
    expect(table.appForPath('/dashboard/')).toBe('mfe-property-report');
    expect(table.appForPath('/agent/list-manager')).toBe('mfe-agent');
    expect(table.appForPath('/my-maintenance/printable')).toBe('mfe-maintenance');
    expect(table.appForPath('/contact-us')).toBe('shell');
    expect(table.routeFor('/my-maintenance/app')?.route.title).toBe('Home maintenance plan');
  });

  it('owns nothing for an unknown path (the shell shows "not found")', () => {
    const table = freshTable();
    table.setRemoteRoutes(PUBLISHED);
    expect(table.appForPath('/no-such-page')).toBeNull();
    expect(table.appForPath('/loginx')).toBeNull();
    expect(table.pathStatus('/no-such-page')).toBeNull();
  });

  it('logs a path two remotes claim, naming both, and the first claimant keeps it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = freshTable();
    const extra: AppRoute = { path: '/dashboard', access: 'public', title: 'Agent dashboard' };
    table.setRemoteRoutes({ ...PUBLISHED, 'mfe-agent': [...PUBLISHED['mfe-agent'], extra] });
    expect(error).toHaveBeenCalledWith('[shell] /dashboard is claimed by both mfe-property-report and mfe-agent: mfe-property-report keeps it');
    expect(table.appForPath('/dashboard')).toBe('mfe-property-report');
    expect(table.appForPath('/agent/list-manager')).toBe('mfe-agent');
  });

  it('keeps the shell’s own pages when a remote claims one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = freshTable();
    table.setRemoteRoutes({ ...PUBLISHED, 'mfe-account': [...PUBLISHED['mfe-account'], { path: '/faq', access: 'public', title: 'FAQ' }] });
    expect(error).toHaveBeenCalledWith('[shell] /faq is claimed by both shell and mfe-account: shell keeps it');
    expect(table.appForPath('/faq')).toBe('shell');
  });

  it('a remote whose routes.json failed: its paths say "temporarily unavailable", the other remotes keep theirs', () => {
    const table = freshTable();
    table.setRemoteRoutes({ ...PUBLISHED, 'mfe-agent': null });
    expect(table.remotesWithoutRoutes()).toEqual(['mfe-agent']);
    expect(table.pathStatus('/agent/list-manager')).toBe('unclaimed-while-missing');
    expect(table.pathStatus('/dashboard')).toBe('mfe-property-report');
    expect(table.pathStatus('/contact-us')).toBe('shell');
    // Try again read it: the path is the agent's again.
    table.setRemoteRoutes({ 'mfe-agent': PUBLISHED['mfe-agent'] });
    expect(table.pathStatus('/agent/list-manager')).toBe('mfe-agent');
    expect(table.remotesWithoutRoutes()).toEqual([]);
  });

  it('applies the home entry redirects: `/` is the landing page for a guest and the dashboard when signed in', () => {
    const { redirectFor, routeFor } = freshTable();
    expect(redirectFor('/')).toBeNull();
    expect(routeFor('/')?.app).toBe('shell');
    expect(redirectFor('/', true)).toBe('/dashboard');
    expect(redirectFor('/ihomemanager')).toBe('/dashboard');
    expect(redirectFor('/my-maintenance')).toBe('/my-maintenance/app');
    expect(redirectFor('/my-neighborhood/')).toBe('/my-neighborhood/projects');
    expect(redirectFor('/dashboard')).toBeNull();
  });
});
