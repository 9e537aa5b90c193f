import { randomUUID } from 'node:crypto';
import { and, between, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fixedJobId, type JobQueue, type QueuedJob } from '../../jobs/job-queue';
import { idRanges } from '../../jobs/id-ranges';
import { jobLedger } from '../../jobs/jobs.tables';
import type { SendBudget } from '../../providers/mail/send-budget';
import { users } from '../security';
import { userProperties, userPropertyPreferences } from '../property';
import { addDays, isoWeekOf, todayOf } from './calendar-date';
import { wantsReminders, type ReminderDeps } from './maintenance-reminders.service';
import { sendWeeklyEmailBatch, type WeeklyEmailBatch } from './weekly-email-batch';
import { weeklyEmailDeliveries, weeklyEmailRuns } from './weekly-email.tables';

/** The queue of the week's batches (the cron tick only plans them). */
export const WEEKLY_EMAIL_BATCH_QUEUE = 'maintenance.weekly-email-batch';
/** Users per batch job: small enough that a retried batch repeats little work, large enough to keep the queue short. */
export const WEEKLY_EMAIL_BATCH_SIZE = 500;
/** Emails computed and sends in flight at once within one batch. */
export const WEEKLY_EMAIL_BATCH_CONCURRENCY = 6;

/** Weeks the per-user delivery records are kept. */
const DELIVERY_RECORD_WEEKS = 12;

/** A batch job: one range of user ids of one week's run. */
export interface WeeklyEmailBatchJob extends WeeklyEmailBatch {
  pass: number;
  batch: number;
}

/** The weekly email's run of one ISO week as the admin area shows it. */
export type WeeklyEmailRun = typeof weeklyEmailRuns.$inferSelect;

/** The opted-in users split into ranges of `size` user ids by keyset on the id, in one query. */
export async function batchRanges(db: Database, size = WEEKLY_EMAIL_BATCH_SIZE): Promise<Array<{ batch: number; fromUserId: number; toUserId: number; users: number }>> {
  const optedIn = sql`
    select distinct ${userProperties.userId} as id
    from ${userProperties}
    join ${users} on ${users.id} = ${userProperties.userId}
    left join ${userPropertyPreferences} on ${userPropertyPreferences.userPropertyId} = ${userProperties.id}
    where ${wantsReminders()}`;
  return (await idRanges(db, optedIn, size)).map((r) => ({ batch: r.batch, fromUserId: r.fromId, toUserId: r.toId, users: r.count }));
}

/**
 * The cron tick: creates the week's run record once (however many processes or ticks) and enqueues
 * one job per batch of users, each under a fixed id. A tick that stopped while planning is finished
 * by the next one (the record stays `planning` until every batch is enqueued); a tick after the
 * week's run is done makes another pass, which sends only to users without this week's email.
 */
export async function planWeeklyRun(db: Database, jobs: JobQueue, now: Date, size = WEEKLY_EMAIL_BATCH_SIZE): Promise<WeeklyEmailRun> {
  const today = todayOf(now);
  const week = isoWeekOf(today);
  const created = await db.insert(weeklyEmailRuns).values({ week, today }).onConflictDoNothing().returning();
  // A new week: the per-user records of weeks long past are no longer needed to keep anyone to one email.
  if (created.length > 0) await db.delete(weeklyEmailDeliveries).where(lt(weeklyEmailDeliveries.week, isoWeekOf(addDays(today, -7 * DELIVERY_RECORD_WEEKS))));
  const [again] = await db
    .update(weeklyEmailRuns)
    .set({ status: 'planning', pass: sql`${weeklyEmailRuns.pass} + 1`, batchesDone: 0, skipped: 0, failed: 0, lastError: null, finishedAt: null })
    .where(and(eq(weeklyEmailRuns.week, week), eq(weeklyEmailRuns.status, 'done')))
    .returning();
  const run = again ?? (await db.select().from(weeklyEmailRuns).where(eq(weeklyEmailRuns.week, week)))[0]!;
  if (run.status !== 'planning') return run;
  const { pass } = run;
  const ranges = await batchRanges(db, size);
  await db
    .update(weeklyEmailRuns)
    .set({ usersTotal: ranges.reduce((n, r) => n + r.users, 0), batchesTotal: ranges.length })
    .where(and(eq(weeklyEmailRuns.week, week), eq(weeklyEmailRuns.pass, pass)));
  await jobs.sendEach<WeeklyEmailBatchJob>(
    WEEKLY_EMAIL_BATCH_QUEUE,
    ranges.map((r) => {
      const key = `weekly-email:${week}:pass-${pass}:batch-${r.batch}`;
      // The run's start in the id too: a run record made again (a database restored) enqueues afresh.
      return {
        id: fixedJobId(`${key}:${run.startedAt.getTime()}`),
        idempotencyKey: key,
        data: { week, today: run.today, pass, batch: r.batch, fromUserId: r.fromUserId, toUserId: r.toUserId },
      };
    }),
  );
  // Batches may have finished already: the run is done when all of them have.
  const [planned] = await db
    .update(weeklyEmailRuns)
    .set({
      status: sql`case when ${weeklyEmailRuns.batchesDone} >= ${weeklyEmailRuns.batchesTotal} then 'done' else 'sending' end`,
      finishedAt: sql`case when ${weeklyEmailRuns.batchesDone} >= ${weeklyEmailRuns.batchesTotal} then now() else null end`,
    })
    .where(and(eq(weeklyEmailRuns.week, week), eq(weeklyEmailRuns.pass, pass), eq(weeklyEmailRuns.status, 'planning')))
    .returning();
  return planned ?? run;
}

/**
 * One batch job: sends its users' emails, then counts them into the run in one transaction. A pass
 * with failed sends gives the failed claims back, records the failures and fails, so the queue
 * retries it. The batch is counted done once (a ledger row per batch), with every email it sent
 * over all its attempts, a crashed one's included (read back from the deliveries).
 */
export async function runWeeklyEmailBatchJob(
  deps: ReminderDeps,
  job: QueuedJob<WeeklyEmailBatchJob>,
  options: { concurrency?: number; budget?: SendBudget | undefined } = {},
): Promise<void> {
  const { week, pass, batch, fromUserId, toUserId } = job.data;
  const claimant = job.idempotencyKey;
  const result = await sendWeeklyEmailBatch(
    deps,
    { week, today: job.data.today, fromUserId, toUserId },
    { claimant, concurrency: options.concurrency ?? WEEKLY_EMAIL_BATCH_CONCURRENCY, budget: options.budget },
  );
  const thisPass = and(eq(weeklyEmailRuns.week, week), eq(weeklyEmailRuns.pass, pass));
  if (result.failed > 0) {
    await deps.db
      .update(weeklyEmailRuns)
      .set({ failed: sql`${weeklyEmailRuns.failed} + ${result.failed}`, lastError: (result.lastError ?? '').slice(0, 500) })
      .where(thisPass);
    throw new Error(`${result.failed} of batch ${batch}'s emails were not sent: ${result.lastError ?? ''}`);
  }
  await deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(jobLedger)
      .values({ key: `${claimant}:done`, queue: WEEKLY_EMAIL_BATCH_QUEUE })
      .onConflictDoNothing()
      .returning();
    if (first.length === 0) return;
    const [{ sent } = { sent: 0 }] = await tx
      .select({ sent: count() })
      .from(weeklyEmailDeliveries)
      .where(
        and(
          eq(weeklyEmailDeliveries.week, week),
          between(weeklyEmailDeliveries.userId, fromUserId, toUserId),
          eq(weeklyEmailDeliveries.claimant, claimant),
          eq(weeklyEmailDeliveries.state, 'sent'),
        ),
      );
    await tx
      .update(weeklyEmailRuns)
      .set({
        batchesDone: sql`${weeklyEmailRuns.batchesDone} + 1`,
        sent: sql`${weeklyEmailRuns.sent} + ${sent}`,
        skipped: sql`${weeklyEmailRuns.skipped} + ${result.skipped}`,
        // While the planner still enqueues, it decides (planWeeklyRun's last update).
        status: sql`case when ${weeklyEmailRuns.status} = 'sending' and ${weeklyEmailRuns.batchesDone} + 1 >= ${weeklyEmailRuns.batchesTotal} then 'done' else ${weeklyEmailRuns.status} end`,
        finishedAt: sql`case when ${weeklyEmailRuns.status} = 'sending' and ${weeklyEmailRuns.batchesDone} + 1 >= ${weeklyEmailRuns.batchesTotal} then now() else ${weeklyEmailRuns.finishedAt} end`,
      })
      .where(thisPass);
  });
}

/** The latest runs, newest first (the admin area's progress). */
export async function recentWeeklyRuns(db: Database, limit = 12): Promise<WeeklyEmailRun[]> {
  return db.select().from(weeklyEmailRuns).orderBy(desc(weeklyEmailRuns.startedAt)).limit(limit);
}

/**
 * Sends this week's emails in this process, batch after batch, without the queue or a run record
 * (at most one per user per ISO week all the same). Returns how many this call sent.
 */
export async function runWeeklyReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const today = todayOf(now);
  const week = isoWeekOf(today);
  const claimant = `direct:${randomUUID()}`;
  let sent = 0;
  for (const range of await batchRanges(deps.db)) {
    sent += (await sendWeeklyEmailBatch(deps, { week, today, ...range }, { claimant, concurrency: WEEKLY_EMAIL_BATCH_CONCURRENCY })).sent;
  }
  return sent;
}
