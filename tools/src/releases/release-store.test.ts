import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  changeReleases,
  liveRemotes,
  promoteCanary,
  readReleases,
  releasesFileOf,
  ReleaseConflict,
  remotesForBrowser,
  rollBack,
  startCanary,
  stopCanary,
  switchLive,
  updateReleases,
  UNVERSIONED,
} from './release-store';

let dir: string;
let remotesFile: string;
const v = (version: string, name = 'agent') => ({ version, url: `http://cdn.test/${name}/${version}/mf-manifest.json` });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-releases-'));
  remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ mfe_agent: 'http://localhost:3004/mf-manifest.json', mfe_account: 'http://localhost:3001/mf-manifest.json' }));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the release state', () => {
  it('starts from remotes.json, each remote live at an unversioned build', () => {
    const state = readReleases(remotesFile);
    expect(state.revision).toBe(0);
    expect(state.remotes.mfe_agent!.live).toEqual({ version: UNVERSIONED, url: 'http://localhost:3004/mf-manifest.json' });
    expect(fs.existsSync(releasesFileOf(remotesFile))).toBe(false);
  });

  it('switches the live version, writes remotes.json, records who and when, and rolls back in one step', async () => {
    await changeReleases(remotesFile, switchLive('mfe_agent', v('1.1.0'), UNVERSIONED, 'ana'));
    const released = await changeReleases(remotesFile, switchLive('mfe_agent', v('1.2.0'), '1.1.0', 'ben'));
    expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8')).mfe_agent).toBe(v('1.2.0').url);
    expect(released.history.map((e) => [e.by, e.from, e.to])).toEqual([
      ['ana', UNVERSIONED, '1.1.0'],
      ['ben', '1.1.0', '1.2.0'],
    ]);
    const rolledBack = await changeReleases(remotesFile, rollBack('mfe_agent', 'ana'));
    expect(rolledBack.remotes.mfe_agent!.live.version).toBe('1.1.0');
    expect(liveRemotes(rolledBack).mfe_agent).toBe(v('1.1.0').url);
    expect(rolledBack.history.at(-1)).toMatchObject({ kind: 'rollback', from: '1.2.0', to: '1.1.0', by: 'ana' });
    expect(rolledBack.revision).toBe(3);
  });

  it('refuses a change based on an older revision, and a release of a remote someone else changed meanwhile', async () => {
    await changeReleases(remotesFile, switchLive('mfe_agent', v('1.1.0'), UNVERSIONED, 'ana'));
    await expect(updateReleases(remotesFile, 0, switchLive('mfe_account', v('2.0.0', 'account'), UNVERSIONED, 'ben'))).rejects.toBeInstanceOf(ReleaseConflict);
    // Verified against the unversioned build, but 1.1.0 went live in between: not replaced silently.
    await expect(changeReleases(remotesFile, switchLive('mfe_agent', v('1.3.0'), UNVERSIONED, 'ben'))).rejects.toThrow('changed while this release was verified');
    expect(readReleases(remotesFile).remotes.mfe_agent!.live.version).toBe('1.1.0');
  });

  it('keeps both of two releases made at the same moment by two processes', async () => {
    const script = (remote: string, version: string, by: string) =>
      `require('tsx/cjs/api').require('${path.join(__dirname, 'release-store.ts')}', __filename).changeReleases(${JSON.stringify(remotesFile)}, require('tsx/cjs/api').require('${path.join(__dirname, 'release-store.ts')}', __filename).switchLive('${remote}', { version: '${version}', url: 'http://cdn.test/${version}/mf-manifest.json' }, '${UNVERSIONED}', '${by}')).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })`;
    const run = (code: string) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit', cwd: path.resolve(__dirname, '../../..') });
        child.on('exit', (status) => resolve(status ?? 1));
      });
    const statuses = await Promise.all([run(script('mfe_agent', '3.0.0', 'agent-team')), run(script('mfe_account', '4.0.0', 'account-team'))]);
    expect(statuses).toEqual([0, 0]);
    const state = readReleases(remotesFile);
    expect(state.history.map((e) => e.by).sort()).toEqual(['account-team', 'agent-team']);
    expect(liveRemotes(state)).toEqual({ mfe_agent: 'http://cdn.test/3.0.0/mf-manifest.json', mfe_account: 'http://cdn.test/4.0.0/mf-manifest.json' });
    expect(state.revision).toBe(2);
  }, 30_000);

  it('gives a canary to the browsers whose bucket its share covers, promotes it, or stops it', async () => {
    await changeReleases(remotesFile, startCanary('mfe_agent', v('2.0.0'), 25, 'ana'));
    const state = readReleases(remotesFile);
    expect(remotesForBrowser(state, 10)).toEqual({
      remotes: { ...liveRemotes(state), mfe_agent: v('2.0.0').url },
      stable: { mfe_agent: 'http://localhost:3004/mf-manifest.json' },
    });
    expect(remotesForBrowser(state, 25)).toEqual({ remotes: liveRemotes(state), stable: {} });
    // remotes.json (what a browser without a bucket reads) stays at the live version.
    expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8')).mfe_agent).toBe('http://localhost:3004/mf-manifest.json');

    const stopped = await changeReleases(remotesFile, stopCanary('mfe_agent', 'canary-watch', 'failure rate 40% against 0%'));
    expect(stopped.remotes.mfe_agent!.canary).toBeNull();
    expect(stopped.history.at(-1)).toMatchObject({ kind: 'canary-rollback', from: '2.0.0', reason: 'failure rate 40% against 0%' });

    await changeReleases(remotesFile, startCanary('mfe_agent', v('2.0.1'), 10, 'ana'));
    const promoted = await changeReleases(remotesFile, promoteCanary('mfe_agent', 'ana'));
    expect(promoted.remotes.mfe_agent!.live.version).toBe('2.0.1');
    expect(promoted.remotes.mfe_agent!.canary).toBeNull();
    expect(() => startCanary('mfe_agent', v('3.0.0'), 100, 'ana')).toThrow('percentage');
  });
});
