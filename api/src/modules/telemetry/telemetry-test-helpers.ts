/* eslint-disable security/detect-non-literal-fs-filename -- the tests' own temporary folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changeReleases, releasesFileOf, startCanary, switchLive } from '../../../../tools/src/releases/release-store';
import type { TestContext } from '../../test/test-app';
import { remoteLoads } from './telemetry.tables';

export const ADMIN_EMAIL = 'ada.admin@homeworth.example';
export const REMOTE = 'mfe_agent';
export const V1 = { version: '1.0.0', url: 'http://127.0.0.1:3009/releases/mfe_agent/1.0.0/mf-manifest.json' };
export const V2 = { version: '1.1.0', url: 'http://127.0.0.1:3009/releases/mfe_agent/1.1.0/mf-manifest.json' };

/** A remotes.json of its own in a temporary folder; `reset` starts it over with one unversioned remote. */
export function tempRemotesFile(): { file: string; reset(): void } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hw-remotes-')), 'remotes.json');
  return {
    file,
    reset() {
      fs.rmSync(releasesFileOf(file), { force: true });
      fs.writeFileSync(file, JSON.stringify({ [REMOTE]: 'http://127.0.0.1:3004/mf-manifest.json' }));
    },
  };
}

/** Releases V1 then V2 of the remote. */
export async function releaseTwoVersions(file: string): Promise<void> {
  await changeReleases(file, switchLive(REMOTE, V1, 'unversioned', 'test'));
  await changeReleases(file, switchLive(REMOTE, V2, V1.version, 'test'));
}

export async function startTestCanary(file: string): Promise<void> {
  await changeReleases(file, switchLive(REMOTE, V1, 'unversioned', 'test'));
  await changeReleases(file, startCanary(REMOTE, V2, 10, 'test'));
}

/** Inserts `count` loads of a version, `failures` of them failed, `ms` each, at `at` (default now). */
export async function insertLoads(t: TestContext, version: string, count: number, failures: number, options: { ms?: (i: number) => number; at?: Date } = {}): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    remote: REMOTE,
    version,
    outcome: i < failures ? 'failed' : 'ok',
    ms: options.ms?.(i) ?? 100,
    ...(options.at ? { at: options.at } : {}),
  }));
  if (rows.length > 0) await t.db.insert(remoteLoads).values(rows);
}
