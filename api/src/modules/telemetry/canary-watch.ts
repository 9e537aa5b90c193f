import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { readReleases, reportedAs, stopCanaryIfStill } from './release-state';
import { failuresSince } from './telemetry.service';

export const CANARY_WATCH_QUEUE = 'releases.canary-watch';
/** Every minute: a failing canary reaches few browsers for long. */
const CANARY_WATCH_CRON = '* * * * *';

/** When a canary is rolled back: over `minLoads` loads, failing more than `maxExtraFailure` (0.1 = 10 points) above live. */
export interface CanaryRule {
  minLoads: number;
  maxExtraFailure: number;
}
export const DEFAULT_CANARY_RULE: CanaryRule = { minLoads: 20, maxExtraFailure: 0.1 };

export interface CanaryWatchDeps {
  db: Database;
  mailer: Mailer;
  remotesFile: string;
  rule: CanaryRule;
  /** Who is told of an automatic rollback (RELEASE_TEAM_EMAILS). */
  teamEmails: readonly string[];
  siteOrigin: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Compares each canary with its live version over the canary's time and stops the failing ones; answers the remotes stopped. */
export async function watchCanaries(deps: CanaryWatchDeps): Promise<string[]> {
  const state = readReleases(deps.remotesFile);
  const stopped: string[] = [];
  for (const [remote, releases] of Object.entries(state.remotes)) {
    const canary = releases.canary;
    if (!canary) continue;
    const since = new Date(canary.since);
    const canaryLoads = await failuresSince(deps.db, remote, reportedAs(canary), since);
    if (canaryLoads.loads < deps.rule.minLoads) continue;
    const liveLoads = await failuresSince(deps.db, remote, reportedAs(releases.live), since);
    const canaryRate = canaryLoads.failures / canaryLoads.loads;
    const liveRate = liveLoads.loads === 0 ? 0 : liveLoads.failures / liveLoads.loads;
    if (canaryRate - liveRate <= deps.rule.maxExtraFailure) continue;
    const rates = `canary ${canary.version} failed ${canaryLoads.failures} of ${canaryLoads.loads} loads (${percent(canaryRate)}), live ${releases.live.version} ${liveLoads.failures} of ${liveLoads.loads} (${percent(liveRate)})`;
    if (!(await stopCanaryIfStill(deps.remotesFile, remote, canary.version, rates))) continue;
    stopped.push(remote);
    await tellTeam(deps, remote, canary.version, canary.since, rates);
  }
  return stopped;
}

async function tellTeam(deps: CanaryWatchDeps, remote: string, version: string, since: string, rates: string): Promise<void> {
  const subject = `Canary ${version} of ${remote} was rolled back`;
  const text = `The canary ${version} of ${remote} failed to load too often and every browser gets the live version again.\n\n${rates}.\n\nRemote health: ${deps.siteOrigin}/user/admin/remotes\n`;
  const html = `<p>The canary ${escapeHtml(version)} of ${escapeHtml(remote)} failed to load too often and every browser gets the live version again.</p><p>${escapeHtml(rates)}.</p><p><a href="${escapeHtml(`${deps.siteOrigin}/user/admin/remotes`)}">Remote health</a></p>`;
  // The key names this rollback: a retried job does not mail the team twice.
  for (const [i, to] of deps.teamEmails.entries())
    await deps.mailer.send({ to, subject, text, html, idempotencyKey: `canary-rollback.${remote}.${version}.${Date.parse(since)}.${i}` });
}

/** Schedules the watch; each minute one job runs however many API processes there are, in one with workers. */
export async function startCanaryWatch(jobs: JobQueue, deps: CanaryWatchDeps, options: { workers: boolean }): Promise<void> {
  await jobs.define(CANARY_WATCH_QUEUE, { retryLimit: 0, expireInSeconds: 50 });
  await jobs.schedule(CANARY_WATCH_QUEUE, CANARY_WATCH_CRON);
  if (options.workers) await jobs.work(CANARY_WATCH_QUEUE, async () => void (await watchCanaries(deps)));
}
