import type { AppRoute } from '@homeworth/shared-lib/domain';
import { SHELL_ROUTES } from '../../../shell/src/routing/route-table';
import { earlyScriptProblem, manifestProblems, rangeAccepts, routeClashes, smokePath } from './release-checks';

const route = (path: string, access: AppRoute['access'] = 'public'): AppRoute => ({ path, access, title: path });

describe('the shared-lib range check', () => {
  it.each([
    ['^2.0.0', '2.1.0', true],
    ['^2.0.0', '2.0.0', true],
    ['^2.0.0', '3.0.0', false],
    ['^2.2.0', '2.1.9', false],
    ['^0.3.1', '0.3.9', true],
    ['^0.3.1', '0.4.0', false],
    ['~2.1.0', '2.1.7', true],
    ['~2.1.0', '2.2.0', false],
    ['>=2.0.0 <3.0.0', '2.9.9', true],
    ['>=2.0.0 <3.0.0', '3.0.0', false],
    ['^1.0.0 || ^2.0.0', '2.1.0', true],
    ['2.1.0', '2.1.0', true],
    ['2.1.0', '2.1.1', false],
    ['*', '9.0.0', true],
  ])('%s with %s: %s', (range, version, accepted) => {
    expect(rangeAccepts(range, version)).toBe(accepted);
  });

  it('cannot read a range it does not know, and says so', () => {
    expect(rangeAccepts('workspace:*', '2.1.0')).toBeNull();
    const manifest = { name: 'mfe_agent', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [{ name: '@homeworth/shared-lib', requiredVersion: 'latest' }] };
    expect(manifestProblems(manifest, 'mfe_agent', '2.1.0')).toEqual(['its @homeworth/shared-lib range "latest" cannot be read']);
  });

  it('refuses a manifest whose shared-lib range leaves out the shell, of another remote, or without a range', () => {
    const ok = { name: 'mfe_agent', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [{ name: '@homeworth/shared-lib', requiredVersion: '^2.0.0' }] };
    expect(manifestProblems(ok, 'mfe_agent', '2.1.0')).toEqual([]);
    expect(manifestProblems({ ...ok, shared: [{ name: '@homeworth/shared-lib', requiredVersion: '^3.0.0' }] }, 'mfe_agent', '2.1.0')).toEqual([
      'it requires @homeworth/shared-lib ^3.0.0, but the shell has 2.1.0',
    ]);
    expect(manifestProblems(ok, 'mfe_account', '2.1.0')).toEqual(['the manifest is of "mfe_agent", not mfe_account']);
    expect(manifestProblems({ ...ok, shared: [] }, 'mfe_agent', '2.1.0')).toEqual(['the manifest does not say which @homeworth/shared-lib versions it accepts']);
  });
});

describe('the route clash check', () => {
  const others = [
    { app: 'shell', routes: SHELL_ROUTES },
    { app: 'mfe-agent', routes: [route('/agent/*', 'signed-in')] },
  ];

  it('passes routes nobody else owns', () => {
    expect(routeClashes('mfe-maintenance', [route('/my-maintenance/*'), route('/seasonal-tips')], others)).toEqual([]);
  });

  it("names each path another app owns and its owner: an exact path, a prefix's page, a prefix over a page", () => {
    expect(routeClashes('mfe-maintenance', [route('/my-maintenance/*'), route('/about-us'), route('/agent/reports'), route('/blog/*')], others)).toEqual([
      '/about-us is already owned by shell',
      '/blog is already owned by shell',
      '/agent/reports is already owned by mfe-agent',
    ]);
  });

  it('ignores clashes between the other apps', () => {
    const clashing = [...others, { app: 'mfe-account', routes: [route('/agent/x')] }];
    expect(routeClashes('mfe-maintenance', [route('/my-maintenance/*')], clashing)).toEqual([]);
  });
});

describe('the early script and smoke page', () => {
  it('accepts a script that parses and names why one does not', () => {
    expect(earlyScriptProblem('(()=>{fetch("/api/v1/x")})();')).toBeNull();
    expect(earlyScriptProblem('function (')).toMatch(/^the early script does not parse: /);
  });

  it('opens the first public route, a prefix at its base', () => {
    expect(smokePath([route('/user/*', 'signed-in'), route('/login/*')])).toBe('/login');
    expect(smokePath([route('/agent/*', 'signed-in')])).toBe('/agent');
    expect(smokePath([])).toBeNull();
  });
});
