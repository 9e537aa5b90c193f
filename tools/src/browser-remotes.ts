import fs from 'node:fs';
import { randomInt } from 'node:crypto';
import type http from 'node:http';
import { readReleases, releasesFileOf, type ReleaseState } from './releases/release-store';

/**
 * Which builds of the remotes one browser is served. The shell's server reads the release state
 * (releases.json beside remotes.json; without it, remotes.json alone) and gives each browser a
 * bucket, 0-99, kept in a cookie for a year: a canary at N% goes to the browsers whose bucket is
 * below N, so a browser keeps its version from one page to the next and a larger share only adds
 * browsers. Only the server reads the cookie.
 */

export const BUCKET_COOKIE = 'hw_bucket';
export const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;
const BUCKETS = 100;

/** The bucket a request's cookies carry; null when there is none (or one no server set). */
export function bucketOf(cookieHeader: string | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}

/** The Set-Cookie value that keeps `bucket` in the browser for a year. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Max-Age=${BUCKET_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The browser's bucket: the one its cookie carries, else a new random one, set on `res`. */
export function browserBucket(req: http.IncomingMessage, res: http.ServerResponse, secure: boolean): number {
  const kept = bucketOf(req.headers.cookie);
  if (kept !== null) return kept;
  const bucket = randomInt(BUCKETS);
  res.setHeader('set-cookie', bucketCookie(bucket, secure));
  return bucket;
}

function stampOf(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
}

function readState(remotesFile: string): ReleaseState | null {
  try {
    const state = readReleases(remotesFile);
    return typeof state.remotes === 'object' && state.remotes !== null ? state : null;
  } catch (error) {
    console.error(`static server: the release state beside ${remotesFile} cannot be read`, error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * The release state of `remotesFile`, read again only when it or releases.json changed (a release
 * switches them without a restart); the same object while neither did. Null when neither file
 * exists or they cannot be read.
 */
export function releaseStateReader(remotesFile: string): () => ReleaseState | null {
  let cached: { stamp: string; state: ReleaseState | null } | null = null;
  return () => {
    const releasesStamp = stampOf(releasesFileOf(remotesFile));
    const remotesStamp = stampOf(remotesFile);
    const stamp = `${remotesStamp}|${releasesStamp}`;
    if (cached?.stamp !== stamp) cached = { stamp, state: remotesStamp === '-' && releasesStamp === '-' ? null : readState(remotesFile) };
    return cached.state;
  };
}

/** The manifest URLs any browser may be given: every live build and every canary. */
export function servedUrls(state: ReleaseState): string[] {
  return Object.values(state.remotes).flatMap((remote) => [remote?.live?.url, remote?.canary?.url].filter((url): url is string => typeof url === 'string'));
}
