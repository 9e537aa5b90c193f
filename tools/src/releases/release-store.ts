import fs from 'node:fs';
import path from 'node:path';

/**
 * The release state of the remotes: which version of each is live, its previous versions (for a
 * one-step rollback), an optional canary, and every switch ever made. It lives in `releases.json`
 * beside the live `remotes.json` (the flat map the shell reads), and every writer (the release
 * command, the shell's server never, the API's rollback and canary jobs) changes both through
 * `updateReleases`: under a lock file, compared with the revision the change was based on, written
 * aside and renamed, so two teams releasing at once can neither overwrite each other nor leave a
 * half-written file.
 */

/** One deployed build of a remote: its version and its manifest URL. */
export interface RemoteVersion {
  version: string;
  url: string;
}

/** A candidate served to `percent` of browsers (sticky per browser) until promoted or rolled back. */
export interface Canary extends RemoteVersion {
  percent: number;
  since: string;
}

export interface RemoteReleases {
  live: RemoteVersion;
  /** Earlier live versions, newest first: rollback goes back to the first. */
  previous: RemoteVersion[];
  canary: Canary | null;
}

export type ReleaseEventKind = 'release' | 'rollback' | 'canary' | 'promote' | 'canary-rollback';

/** One switch: who made it, when, of which remote, from which version to which. */
export interface ReleaseEvent {
  at: string;
  by: string;
  remote: string;
  kind: ReleaseEventKind;
  from: string | null;
  to: string | null;
  reason?: string;
}

export interface ReleaseState {
  /** Grows by one with every change; a change based on an older revision is refused. */
  revision: number;
  remotes: Record<string, RemoteReleases>;
  history: ReleaseEvent[];
}

/** How many earlier versions a remote keeps for rollback. */
export const KEPT_VERSIONS = 10;
/** The version a remote deployed before releases existed is known by. */
export const UNVERSIONED = 'unversioned';
/** A lock older than this was left by a process that died: it is broken. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

/** The release state file beside a remotes.json. */
export function releasesFileOf(remotesFile: string): string {
  return path.join(path.dirname(remotesFile), 'releases.json');
}

/** A change refused because the state moved on since it was read. */
export class ReleaseConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseConflict';
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The current state. Without a releases.json yet, it is made from remotes.json: each listed remote
 * live at an unversioned build, revision 0.
 */
export function readReleases(remotesFile: string): ReleaseState {
  const stored = readJson(releasesFileOf(remotesFile)) as ReleaseState | undefined;
  if (stored) return stored;
  const remotes = (readJson(remotesFile) ?? {}) as Record<string, string>;
  return {
    revision: 0,
    remotes: Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, { live: { version: UNVERSIONED, url }, previous: [], canary: null }])),
    history: [],
  };
}

/** The flat map the shell reads: every remote's live manifest URL. */
export function liveRemotes(state: ReleaseState): Record<string, string> {
  return Object.fromEntries(Object.entries(state.remotes).map(([name, remote]) => [name, remote.live.url]));
}

function writeAtomically(file: string, value: unknown): void {
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(part, file);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function withLock<T>(remotesFile: string, work: () => T): Promise<T> {
  const lock = `${releasesFileOf(remotesFile)}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      fs.writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) throw new ReleaseConflict('another release holds the lock; try again');
      else await sleep(25);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Applies `change` to the state if it is still at `basedOn` (its revision when the caller read it),
 * records the events it returns, and writes releases.json and then remotes.json. Answers the new state;
 * throws ReleaseConflict when the state moved on (the caller reads it again and decides).
 */
export async function updateReleases(remotesFile: string, basedOn: number, change: (state: ReleaseState) => ReleaseEvent[]): Promise<ReleaseState> {
  return withLock(remotesFile, () => {
    const current = readReleases(remotesFile);
    if (current.revision !== basedOn) throw new ReleaseConflict(`the releases changed (revision ${current.revision}, not ${basedOn})`);
    const next: ReleaseState = structuredClone(current);
    const events = change(next);
    next.revision = current.revision + 1;
    next.history = [...current.history, ...events];
    writeAtomically(releasesFileOf(remotesFile), next);
    writeAtomically(remotesFile, liveRemotes(next));
    return next;
  });
}

/**
 * Reads, changes and writes, reading again when another change came first: the change is computed from
 * the state it is applied to, so a release of one remote and a release of another both land.
 */
export async function changeReleases(remotesFile: string, change: (state: ReleaseState) => ReleaseEvent[], attempts = 5): Promise<ReleaseState> {
  for (let attempt = 1; ; attempt++) {
    const state = readReleases(remotesFile);
    try {
      return await updateReleases(remotesFile, state.revision, change);
    } catch (error) {
      if (!(error instanceof ReleaseConflict) || attempt >= attempts) throw error;
    }
  }
}

function remoteIn(state: ReleaseState, remote: string): RemoteReleases {
  const found = state.remotes[remote];
  if (!found) throw new Error(`${remote} is not a remote of this site (remotes.json lists ${Object.keys(state.remotes).join(', ') || 'none'})`);
  return found;
}

/**
 * Makes `to` the live version of `remote`, if its live version is still `expectedLive` (what the release
 * verified against): a remote released by someone else in between is not silently replaced.
 */
export function switchLive(remote: string, to: RemoteVersion, expectedLive: string, by: string, kind: ReleaseEventKind = 'release') {
  return (state: ReleaseState): ReleaseEvent[] => {
    const releases = remoteIn(state, remote);
    // Not a ReleaseConflict: reading again would not make it right, so changeReleases does not retry it.
    if (releases.live.version !== expectedLive) throw new Error(`${remote} changed while this release was verified: live is ${releases.live.version}, not ${expectedLive}`);
    const from = releases.live;
    releases.previous = [from, ...releases.previous].slice(0, KEPT_VERSIONS);
    releases.live = to;
    releases.canary = null;
    return [{ at: new Date().toISOString(), by, remote, kind, from: from.version, to: to.version }];
  };
}

/** Goes back to the version live before the current one. */
export function rollBack(remote: string, by: string, reason?: string) {
  return (state: ReleaseState): ReleaseEvent[] => {
    const releases = remoteIn(state, remote);
    const [previous, ...older] = releases.previous;
    if (!previous) throw new Error(`${remote} has no earlier version to go back to`);
    const from = releases.live;
    releases.live = previous;
    releases.previous = older;
    releases.canary = null;
    return [{ at: new Date().toISOString(), by, remote, kind: 'rollback', from: from.version, to: previous.version, ...(reason ? { reason } : {}) }];
  };
}

/** Serves `to` to `percent` of browsers, the live version staying everyone else's. */
export function startCanary(remote: string, to: RemoteVersion, percent: number, by: string) {
  if (!(percent > 0 && percent < 100)) throw new Error('a canary share is a percentage above 0 and below 100');
  return (state: ReleaseState): ReleaseEvent[] => {
    const releases = remoteIn(state, remote);
    releases.canary = { ...to, percent, since: new Date().toISOString() };
    return [{ at: new Date().toISOString(), by, remote, kind: 'canary', from: releases.live.version, to: to.version, reason: `${percent}% of browsers` }];
  };
}

/** Gives the canary to everyone: it becomes the live version. */
export function promoteCanary(remote: string, by: string) {
  return (state: ReleaseState): ReleaseEvent[] => {
    const releases = remoteIn(state, remote);
    if (!releases.canary) throw new Error(`${remote} has no canary to promote`);
    const { version, url } = releases.canary;
    return switchLive(remote, { version, url }, releases.live.version, by, 'promote')(state);
  };
}

/** Ends the canary: every browser gets the live version again. */
export function stopCanary(remote: string, by: string, reason: string) {
  return (state: ReleaseState): ReleaseEvent[] => {
    const releases = remoteIn(state, remote);
    if (!releases.canary) return [];
    const canary = releases.canary;
    releases.canary = null;
    return [{ at: new Date().toISOString(), by, remote, kind: 'canary-rollback', from: canary.version, to: releases.live.version, reason }];
  };
}

/**
 * The manifest URLs one browser gets: the live ones, with the canary of each remote whose share covers
 * the browser's bucket (0-99, fixed per browser). `stable` names the live URL of each canary given, for
 * the shell to fall back on when the canary fails to load.
 */
export function remotesForBrowser(state: ReleaseState, bucket: number): { remotes: Record<string, string>; stable: Record<string, string> } {
  const remotes = liveRemotes(state);
  const stable: Record<string, string> = {};
  for (const [name, releases] of Object.entries(state.remotes)) {
    if (releases.canary && bucket < releases.canary.percent) {
      stable[name] = releases.live.url;
      remotes[name] = releases.canary.url;
    }
  }
  return { remotes, stable };
}
