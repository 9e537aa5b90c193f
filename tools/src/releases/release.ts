import fs from 'node:fs';
import path from 'node:path';
import { appByName } from '../apps';
import { RELEASES_PATH } from '../static-server';
import { changeReleases, promoteCanary, readReleases, rollBack, startCanary, switchLive, type ReleaseEvent, type ReleaseState } from './release-store';
import { placeRelease } from './release-folder';
import { verifyRelease } from './verify-release';

const repoRoot = path.resolve(__dirname, '../../..');

export interface ReleaseRequest {
  /** The remote's folder name, e.g. mfe-agent. */
  remote: string;
  remotesFile: string;
  releasesDir: string;
  by: string;
  version?: string;
  /** Serve the release to this share of browsers only. */
  canary?: number;
  /** The origin serving the release folders (default: the remote's live origin). */
  origin?: string;
  /** The remote's sources (default: its package folder). */
  sourceDir?: string;
  /** An already built folder to release instead of building. */
  prebuilt?: string;
  /** Where the smoke test opens the site; null skips it. */
  shellUrl: string | null;
  /** The shared-lib version of the shell (default: the one the shell builds with). */
  shellSharedLib?: string;
  build?: (sourceDir: string) => Promise<string>;
  log?: (line: string) => void;
}

/** The shared-lib version the shell is built with. */
export function shellSharedLibVersion(): string {
  // Its package.json is not among its exports: found above the entry the shell resolves.
  for (let dir = path.dirname(require.resolve('@homeworth/shared-lib', { paths: [path.join(repoRoot, 'shell')] })); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error("the shell's @homeworth/shared-lib has no package.json");
}

/** A release refused before anything changed: the message says why. */
export class ReleaseRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

/** One history line in words: `release mfe_agent 1.0.0 -> 1.1.0 by sam`. */
export function describeEvent(event: ReleaseEvent): string {
  return `${event.kind} ${event.remote} ${event.from ?? '-'} -> ${event.to ?? '-'} by ${event.by}${event.reason ? ` (${event.reason})` : ''}`;
}

/**
 * Builds (or takes) the remote's release, places it in its immutable folder, verifies it where it is
 * served, and only then switches it live (or starts it as a canary) through the release store, on
 * condition that the live version is still the one it was verified against. Nothing changes on a refusal.
 */
export async function release(request: ReleaseRequest): Promise<{ state: ReleaseState; version: string; url: string }> {
  const log = request.log ?? (() => undefined);
  const app = appByName(request.remote);
  if (app.kind !== 'remote') throw new ReleaseRefused(`${app.app} is not a remote`);
  const before = readReleases(request.remotesFile);
  const current = before.remotes[app.federationName];
  if (!current) throw new ReleaseRefused(`${app.federationName} is not in ${request.remotesFile}`);
  const origin = new URL(request.origin ?? current.live.url).origin;

  let built = request.prebuilt;
  if (!built) {
    log(`building ${app.app}...`);
    const build = request.build ?? (async (dir: string) => (await import('./build-remote')).buildRemote(app, dir));
    built = await build(request.sourceDir ?? path.join(repoRoot, app.app));
  }
  let version: string;
  try {
    version = placeRelease(request.releasesDir, app.app, built, request.version);
  } catch (error) {
    throw new ReleaseRefused(error instanceof Error ? error.message : String(error));
  } finally {
    if (!request.prebuilt) fs.rmSync(built, { recursive: true, force: true });
  }
  log(`release folder: ${path.join(request.releasesDir, app.app, version)}`);
  if (version === current.live.version) throw new ReleaseRefused(`${app.app} ${version} is already live`);

  const url = `${origin}${RELEASES_PATH}${version}/mf-manifest.json`;
  const problems = await verifyRelease({
    app,
    manifestUrl: url,
    liveRemotes: Object.fromEntries(Object.entries(before.remotes).map(([name, r]) => [name, r.live.url])),
    shellSharedLib: request.shellSharedLib ?? shellSharedLibVersion(),
    shellUrl: request.shellUrl,
    log,
  });
  if (problems.length) throw new ReleaseRefused(`${app.app} ${version} was not released; the site is unchanged:\n  - ${problems.join('\n  - ')}`);

  const to = { version, url };
  const change =
    request.canary !== undefined ? startCanary(app.federationName, to, request.canary, request.by) : switchLive(app.federationName, to, current.live.version, request.by);
  return { state: await changeReleases(request.remotesFile, change), version, url };
}

/** Gives a remote's canary to every browser. */
export function promote(remotesFile: string, remote: string, by: string): Promise<ReleaseState> {
  return changeReleases(remotesFile, promoteCanary(appByName(remote).federationName, by));
}

/** Goes back to the remote's previous version in one step. */
export function rollback(remotesFile: string, remote: string, by: string): Promise<ReleaseState> {
  return changeReleases(remotesFile, rollBack(appByName(remote).federationName, by));
}
