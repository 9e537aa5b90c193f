import { REMOTE_LOAD_LIMITS, remoteLoadVersion, type RemoteLoadOutcome } from '@homeworth/shared-lib/domain';

/** Where the shell reports remote loads (a beacon: it survives the page being closed). */
export const REMOTE_LOADS_URL = '/api/v1/telemetry/remote-loads';
/** A page's loads are sent together this long after the first, or when the page is hidden or left. */
export const REPORT_DELAY_MS = 10_000;

interface RemoteLoad {
  remote: string;
  version: string;
  outcome: RemoteLoadOutcome;
  ms: number;
}

const pending: RemoteLoad[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends the loads gathered so far in one beacon (at most the route's batch size each). */
export function flushRemoteLoads(): void {
  clearTimeout(timer);
  timer = undefined;
  while (pending.length > 0) {
    const loads = pending.splice(0, REMOTE_LOAD_LIMITS.perReport);
    // A string goes as text/plain: no preflight, and the API reads it as JSON. No personal data in it.
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(REMOTE_LOADS_URL, JSON.stringify({ loads }));
  }
}

/** Records one load of a remote (its manifest URL gives the version); sent with the page's other loads. */
export function reportRemoteLoad(remote: string, manifestUrl: string, outcome: RemoteLoadOutcome, ms: number): void {
  pending.push({ remote, version: remoteLoadVersion(manifestUrl), outcome, ms: Math.min(REMOTE_LOAD_LIMITS.maxMs, Math.max(0, Math.round(ms))) });
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushRemoteLoads());
    window.addEventListener('pagehide', flushRemoteLoads);
  }
  timer ??= setTimeout(flushRemoteLoads, REPORT_DELAY_MS);
}
