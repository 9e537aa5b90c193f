import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from '../static-server';
import { ReleaseRefused, promote, release, rollback, shellSharedLibVersion } from './release';
import { readReleases, releasesFileOf } from './release-store';

// A release is checked where it is served (a remote's server with its release folders) and switched
// through the store only when every check passes; a refusal changes neither remotes.json nor releases.json.
let dir: string;
let remotesFile: string;
let releasesDir: string;
const servers: Server[] = [];
let maintenanceOrigin: string;

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** A built remote's files as the checks read them: its manifest, routes.json and whatever `extra` adds. */
function fakeBuild(
  name: string,
  { range = '^2.0.0', routes = [{ path: '/my-maintenance/*', access: 'public', title: 'Plan' }], extra = {} as Record<string, string | object> } = {},
): string {
  const build = path.join(dir, 'builds', name);
  fs.mkdirSync(build, { recursive: true });
  const files: Record<string, string | object> = {
    'mf-manifest.json': {
      name: 'mfe_maintenance',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      shared: [{ name: '@homeworth/shared-lib', requiredVersion: range }],
    },
    'remoteEntry.js': `var mfe_maintenance = ${JSON.stringify(name)};`,
    'routes.json': { routes, ...(extra['routes.json'] as object) },
    ...Object.fromEntries(Object.entries(extra).filter(([file]) => file !== 'routes.json')),
  };
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(build, file), typeof content === 'string' ? content : JSON.stringify(content));
  return build;
}

/** The bytes of remotes.json and releases.json (null: absent). */
function siteFiles(): (string | null)[] {
  return [remotesFile, releasesFileOf(remotesFile)].map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null));
}

const releaseOf = (prebuilt: string, version?: string) =>
  release({ remote: 'mfe-maintenance', remotesFile, releasesDir, by: 'sam', prebuilt, version, shellUrl: null, shellSharedLib: '2.1.0' });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-release-'));
  remotesFile = path.join(dir, 'remotes.json');
  releasesDir = path.join(dir, 'releases');
  // The agent remote, live, owning /agent/*.
  const agentRoot = path.join(dir, 'agent');
  fs.mkdirSync(agentRoot);
  fs.writeFileSync(path.join(agentRoot, 'routes.json'), JSON.stringify({ routes: [{ path: '/agent/*', access: 'signed-in', title: 'Agent' }] }));
  const agent = await startStaticServer({ root: agentRoot, port: 0 });
  // The maintenance remote's server, with its release folders.
  const maintenance = await startStaticServer({ root: path.join(dir, 'maintenance-dist'), port: 0, releasesRoot: path.join(releasesDir, 'mfe-maintenance') });
  servers.push(agent, maintenance);
  maintenanceOrigin = `http://127.0.0.1:${portOf(maintenance)}`;
  fs.writeFileSync(remotesFile, JSON.stringify({ mfe_agent: `http://127.0.0.1:${portOf(agent)}/mf-manifest.json`, mfe_maintenance: `${maintenanceOrigin}/mf-manifest.json` }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a release', () => {
  it('is refused when its shared-lib range does not accept the shell, leaving the site unchanged', async () => {
    const before = siteFiles();
    await expect(releaseOf(fakeBuild('next-major', { range: '^3.0.0' }), '3.0.0')).rejects.toThrow(
      /mfe-maintenance 3\.0\.0 was not released; the site is unchanged:\n {2}- it requires @homeworth\/shared-lib \^3\.0\.0, but the shell has 2\.1\.0/,
    );
    expect(siteFiles()).toEqual(before);
  });

  it("is refused when its routes claim another app's path (a remote's or the shell's), leaving the site unchanged", async () => {
    const before = siteFiles();
    const clashing = fakeBuild('clash', {
      routes: [
        { path: '/my-maintenance/*', access: 'public', title: 'Plan' },
        { path: '/agent/tips', access: 'public', title: 'Tips' },
        { path: '/about-us', access: 'public', title: 'About' },
      ],
    });
    const refusal = releaseOf(clashing);
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refusal).rejects.toThrow(/\/about-us is already owned by shell\n {2}- routes\.json claims a path another app owns: \/agent\/tips is already owned by mfe-agent/);
    expect(siteFiles()).toEqual(before);
  });

  it('is refused when its early script does not parse or its routes.json is not valid', async () => {
    const before = siteFiles();
    const badEarly = fakeBuild('bad-early', { extra: { 'routes.json': { early: { script: 'early.js', paths: ['/my-maintenance/:id'] } }, 'early.js': 'function (' } });
    await expect(releaseOf(badEarly)).rejects.toThrow(/the early script does not parse/);
    await expect(releaseOf(fakeBuild('bad-routes', { routes: [{ path: 'no-slash', access: 'public', title: 'x' }] }))).rejects.toThrow(/routes\.json: routes\[0\]\.path must be/);
    expect(siteFiles()).toEqual(before);
  });

  it('that passes goes live from its immutable folder, recorded with who and from what; a version is never overwritten', async () => {
    const { version, url } = await releaseOf(fakeBuild('good'), '1.0.0');
    expect(version).toBe('1.0.0');
    expect(url).toBe(`${maintenanceOrigin}/releases/1.0.0/mf-manifest.json`);
    expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8')).mfe_maintenance).toBe(url);
    const state = readReleases(remotesFile);
    expect(state.remotes.mfe_maintenance!.live).toEqual({ version: '1.0.0', url });
    expect(state.history).toEqual([expect.objectContaining({ by: 'sam', remote: 'mfe_maintenance', kind: 'release', from: 'unversioned', to: '1.0.0' })]);
    // Served like a CDN path: kept a year, with the server's protections.
    const served = await fetch(url);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${maintenanceOrigin}/releases/..%2f..%2fremotes.json`)).status).toBeGreaterThanOrEqual(400);

    const before = siteFiles();
    await expect(releaseOf(fakeBuild('other'), '1.0.0')).rejects.toThrow(/release mfe-maintenance 1\.0\.0 already exists with other content/);
    expect(siteFiles()).toEqual(before);
  });

  it('as a canary leaves the live version to everyone else until promoted', async () => {
    const { url } = await release({
      remote: 'mfe-maintenance',
      remotesFile,
      releasesDir,
      by: 'sam',
      prebuilt: fakeBuild('canary'),
      version: '1.1.0',
      canary: 20,
      shellUrl: null,
      shellSharedLib: '2.1.0',
    });
    let state = readReleases(remotesFile);
    expect(state.remotes.mfe_maintenance!.live.version).toBe('1.0.0');
    expect(state.remotes.mfe_maintenance!.canary).toEqual(expect.objectContaining({ version: '1.1.0', url, percent: 20 }));
    expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8')).mfe_maintenance).not.toBe(url);
    await promote(remotesFile, 'mfe-maintenance', 'sam');
    state = readReleases(remotesFile);
    expect(state.remotes.mfe_maintenance!.live).toEqual({ version: '1.1.0', url });
    expect(state.history.slice(-2).map((event) => [event.kind, event.from, event.to])).toEqual([
      ['canary', '1.0.0', '1.1.0'],
      ['promote', '1.0.0', '1.1.0'],
    ]);
    await rollback(remotesFile, 'mfe-maintenance', 'sam');
  });

  it('without a version is named by its content hash; rollback goes back one step', async () => {
    const { version } = await releaseOf(fakeBuild('hashed'));
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    await rollback(remotesFile, 'mfe-maintenance', 'alex');
    const state = readReleases(remotesFile);
    expect(state.remotes.mfe_maintenance!.live.version).toBe('1.0.0');
    expect(state.history.at(-1)).toEqual(expect.objectContaining({ by: 'alex', kind: 'rollback', from: version, to: '1.0.0' }));
  });
});

it("reads the shell's shared-lib version from the package the shell builds with", () => {
  expect(shellSharedLibVersion()).toBe((JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../shared-lib/package.json'), 'utf8')) as { version: string }).version);
});
