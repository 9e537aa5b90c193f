/** Bounds of one remote-load report: the shell sends a page's loads in one beacon. */
export const REMOTE_LOAD_LIMITS = { perReport: 20, name: 100, maxMs: 120_000 } as const;

export const REMOTE_LOAD_OUTCOMES = ['ok', 'failed', 'timeout'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/**
 * The version a load is counted under: the release version of a `/releases/.../<version>/` manifest URL,
 * else the URL's origin and path (a build served outside the release folders, such as an unversioned one).
 */
export function remoteLoadVersion(manifestUrl: string): string {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return manifestUrl.slice(0, REMOTE_LOAD_LIMITS.name);
  }
  const segments = url.pathname.split('/');
  const releases = segments.indexOf('releases');
  // The folder the manifest sits in, when it lies under a releases folder.
  const folder = segments.length - 2;
  if (releases >= 0 && folder > releases && segments[folder]) return segments[folder].slice(0, REMOTE_LOAD_LIMITS.name);
  return `${url.origin}${url.pathname}`.slice(0, REMOTE_LOAD_LIMITS.name);
}
