import { createHash } from 'node:crypto';
import { and, between, eq, inArray } from 'drizzle-orm';
import { displayDate, formatDollars } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import type { JobQueue, QueuedJob } from '../../../jobs/job-queue';
import { jobLedger } from '../../../jobs/jobs.tables';
import type { SendBudget } from '../../../providers/mail/send-budget';
import { users } from '../../security';
import { properties, userProperties, userPropertyPreferences } from '../property.tables';
import { neighborhoodProjects } from '../report.service';
import {
  alertRanges,
  planAlertBatches,
  runAlertBatchJob,
  runEveryAlertBatch,
  sendClaimedAlerts,
  type AlertBatchJob,
  type AlertBatchOptions,
  type AlertBatchResult,
  type AlertRange,
} from './alert-batches';
import { alertKey, alertMessage, NEARBY_PERMIT_WINDOW_DAYS, SUBSCRIBER_COLUMNS, wantsAlert, type HomeAlertDeps, type Subscriber } from './home-alerts.service';

/** The ledger queue of nearby-permit alerts (the emails and the permits each named). */
const LEDGER_QUEUE = 'alerts.nearby-permit';
/** The queue of one day's nearby-permit batches (the cron tick only plans them). */
export const PERMIT_ALERT_BATCH_QUEUE = 'alerts.nearby-permit-batch';
/** Homes per batch job, as the value alerts' batches. */
export const PERMIT_ALERT_BATCH_SIZE = 1000;
/** Alert emails in flight at once within one batch. */
export const PERMIT_ALERT_BATCH_CONCURRENCY = 6;
/** Ledger keys per read or insert: well under PostgreSQL's 65,535 parameters a statement. */
const LEDGER_KEYS_PER_STATEMENT = 5000;

/** The homes whose owners want nearby-permit alerts split into ranges of `size` user_properties ids. */
export const permitAlertRanges = (db: Database, size = PERMIT_ALERT_BATCH_SIZE) => alertRanges(db, 'nearby-permit', size);

/** The range's subscribed homes, in one query. */
function subscribersIn(db: Database, range: AlertRange): Promise<Subscriber[]> {
  return db
    .select(SUBSCRIBER_COLUMNS)
    .from(userProperties)
    .innerJoin(users, eq(users.id, userProperties.userId))
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .leftJoin(userPropertyPreferences, eq(userPropertyPreferences.userPropertyId, userProperties.id))
    .where(and(between(userProperties.id, range.fromId, range.toId), wantsAlert('nearby-permit')))
    .orderBy(userProperties.id);
}

/** The ledger keys of `keys` already recorded, read in chunks of LEDGER_KEYS_PER_STATEMENT. */
async function recordedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const recorded = new Set<string>();
  for (let i = 0; i < keys.length; i += LEDGER_KEYS_PER_STATEMENT) {
    const rows = await db
      .select({ key: jobLedger.key })
      .from(jobLedger)
      .where(inArray(jobLedger.key, keys.slice(i, i + LEDGER_KEYS_PER_STATEMENT)));
    for (const row of rows) recorded.add(row.key);
  }
  return recorded;
}

/** One home's email of the permits it has not been told about, and those permits' ledger keys. */
interface DuePermitAlert {
  key: string;
  message: ReturnType<typeof alertMessage>;
  permitKeys: string[];
}

/**
 * Checks one range of homes for permits near them filed in the last NEARBY_PERMIT_WINDOW_DAYS that no
 * earlier email named, with a fixed number of queries however many homes it holds: one read of the
 * homes, one of the permits already named, one claim of the emails in the ledger; then one send and one
 * ledger record per email, and one insert of the permits named. A home's email lists all its new permits
 * under a key made of them, so a retry after a crash sends it once; a failed send gives its claim back
 * and names no permit, so the retry sends it.
 */
export async function sendNearbyPermitBatch(deps: HomeAlertDeps, range: AlertRange, now: Date, options: AlertBatchOptions): Promise<AlertBatchResult> {
  const since = new Date(now.getTime() - NEARBY_PERMIT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const homes = await subscribersIn(deps.db, range);
  const result: AlertBatchResult = { homes: homes.length, sent: 0, failed: 0, lastError: null };
  const recent = homes.map((s) => ({
    s,
    permits: neighborhoodProjects(deps.provider, s.property)
      .permits.filter((p) => p.permitDate >= since)
      .map((p) => ({ key: alertKey(s, 'nearby-permit', `permit-${p.id}`), id: p.id, permit: p })),
  }));
  const named = await recordedKeys(
    deps.db,
    recent.flatMap((h) => h.permits.map((p) => p.key)),
  );
  const due: DuePermitAlert[] = [];
  for (const { s, permits } of recent) {
    const fresh = permits.filter((p) => !named.has(p.key));
    if (fresh.length === 0) continue;
    const ids = createHash('sha256')
      .update(
        fresh
          .map((p) => `permit-${p.id}`)
          .sort()
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 32);
    const key = alertKey(s, 'nearby-permit', `batch-${ids}`);
    const n = fresh.length;
    const content = {
      subject: `${n} new building permit${n === 1 ? '' : 's'} near your home`,
      lines: fresh.map(({ permit: p }) => `${displayDate(p.permitDate)}: ${p.projectType} at ${p.address}, ${p.distance} mi away (${p.status}, ${formatDollars(p.jobValue)}).`),
    };
    due.push({ key, message: alertMessage(deps, s, 'nearby-permit', key, content), permitKeys: fresh.map((p) => p.key) });
  }
  const { sent, sentBefore } = await sendClaimedAlerts(deps.db, deps.mailer, LEDGER_QUEUE, due, options, result);
  // The permits of every email sent (now, or by an attempt that stopped before naming them) are named.
  const permitKeys = [...sentBefore, ...sent].flatMap((d) => d.permitKeys);
  for (let i = 0; i < permitKeys.length; i += LEDGER_KEYS_PER_STATEMENT) {
    await deps.db
      .insert(jobLedger)
      .values(permitKeys.slice(i, i + LEDGER_KEYS_PER_STATEMENT).map((key) => ({ key, queue: LEDGER_QUEUE })))
      .onConflictDoNothing();
  }
  return result;
}

/** One cron tick: enqueues one job per range of subscribed homes, once per tick (planAlertBatches). Returns the batches planned. */
export function planNearbyPermitAlerts(db: Database, jobs: JobQueue, tick: string, now: Date, size = PERMIT_ALERT_BATCH_SIZE): Promise<number> {
  return planAlertBatches(db, jobs, { kind: 'nearby-permit', queue: PERMIT_ALERT_BATCH_QUEUE, keyPrefix: 'permit-alerts', size }, tick, now);
}

/** One batch job: failed sends fail the job, and the queue's retry sends only those. */
export function runNearbyPermitBatchJob(deps: HomeAlertDeps, job: QueuedJob<AlertBatchJob>, options: { budget?: SendBudget | undefined } = {}): Promise<void> {
  return runAlertBatchJob(sendNearbyPermitBatch, 'nearby-permit', deps, job, { claimant: job.idempotencyKey, concurrency: PERMIT_ALERT_BATCH_CONCURRENCY, budget: options.budget });
}

/** Nearby-permit alerts for every subscribed home, every batch in this process without the queue (tests, development). Returns the emails sent. */
export async function runNearbyPermitAlerts(deps: HomeAlertDeps, now = new Date()): Promise<number> {
  return runEveryAlertBatch(sendNearbyPermitBatch, 'nearby-permit', deps, await permitAlertRanges(deps.db), now, PERMIT_ALERT_BATCH_CONCURRENCY);
}
