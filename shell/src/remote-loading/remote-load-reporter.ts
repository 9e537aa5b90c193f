import { REMOTE_LOAD_LIMITS, remoteLoadVersion } from '@homeworth/shared-lib/domain';
import type { QueuedRemoteLoad } from './remote-load-queue';

/** Where the shell reports remote loads (a beacon: it survives the page being closed). */
export const REMOTE_LOADS_URL = '/api/v1/telemetry/remote-loads';
/** A page's loads are sent together this long after the reporter takes them, or when the page is hidden or left. */
export const REPORT_DELAY_MS = 7000;

let queue: QueuedRemoteLoad[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends the queued loads in one beacon (at most the route's batch size each) and empties the queue. */
export function flushRemoteLoads(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const loads = queue.splice(0, REMOTE_LOAD_LIMITS.perReport).flatMap(([remote, url, outcome, ms]) =>
      // A remote remotes.json does not list has no version to count it under.
      url ? [{ remote, version: remoteLoadVersion(url), outcome, ms: Math.min(REMOTE_LOAD_LIMITS.maxMs, Math.max(0, Math.round(ms))) }] : [],
    );
    if (loads.length === 0) continue;
    // A string goes as text/plain: no preflight, and the API reads it as JSON. Nothing personal in it.
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(REMOTE_LOADS_URL, JSON.stringify({ loads }));
  }
}

/** Takes the shell's queue of loads: sends it after a short delay, or at once when the page is hidden or left. */
export function takeRemoteLoads(shellQueue: QueuedRemoteLoad[]): void {
  if (queue !== shellQueue) {
    queue = shellQueue;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushRemoteLoads());
    window.addEventListener('pagehide', flushRemoteLoads);
  }
  timer ??= setTimeout(flushRemoteLoads, REPORT_DELAY_MS);
}
