/** One remote load for the health report: federation name, manifest URL (none: not listed, not reported), outcome, milliseconds. */
export type QueuedRemoteLoad = [remote: string, manifestUrl: string | undefined, outcome: 'ok' | 'failed' | 'timeout', ms: number];

/** Loads not yet handed to the reporter. */
export const remoteLoadQueue: QueuedRemoteLoad[] = [];

/** The reporter is its own chunk, fetched this long after a load: the page's first load does not carry it. */
export const REPORTER_DELAY_MS = 3000;

/** Queues a load; the reporter (remote-load-reporter.ts) sends the page's loads in one beacon. */
export function queueRemoteLoad(load: QueuedRemoteLoad): void {
  if (remoteLoadQueue.push(load) === 1) setTimeout(() => void import('./remote-load-reporter').then((r) => r.takeRemoteLoads(remoteLoadQueue)), REPORTER_DELAY_MS);
}
