import { and, eq, inArray, sql } from 'drizzle-orm';
import { mapPool } from '../../jobs/map-pool';
import type { MailMessage } from '../../providers/mail/mailer';
import type { SendBudget } from '../../providers/mail/send-budget';
import type { CalendarDate } from './calendar-date';
import { readHomePlans } from './plan-batch.service';
import { subscribedUsers, weeklyEmailOf, type ReminderDeps, type ReminderUser } from './maintenance-reminders.service';
import { weeklyEmailDeliveries } from './weekly-email.tables';

/** One batch of the week's run: the opted-in users with ids in [fromUserId, toUserId]. */
export interface WeeklyEmailBatch {
  week: string;
  today: CalendarDate;
  fromUserId: number;
  toUserId: number;
}

/** How a batch runs. */
export interface BatchRunOptions {
  /** Holds the batch's claims: a batch job's idempotency key (stable across its retries) or one direct run. */
  claimant: string;
  /** Emails computed, and sends in flight, at once (each home's plan reads the database). */
  concurrency: number;
  budget?: SendBudget | undefined;
}

/** What a pass over a batch did. */
export interface BatchResult {
  sent: number;
  /** Nothing due this week, or another run holds or sent the user's email. */
  skipped: number;
  /** Sends that failed; their claims were given back for the retry. */
  failed: number;
  lastError: string | null;
}

/**
 * Sends the week's email to each user of the batch who has something due, once: the batch's users
 * are claimed together (one INSERT ... ON CONFLICT for the batch) before any is sent, each send is
 * recorded right after the SMTP server (or the mail queue) accepts it, and a failed send gives its
 * claim back. A retry of the same batch job skips what it sent and takes over the claims it held
 * when it stopped; a claim held by anyone else is left alone. The one window that can repeat an
 * email is a crash between the server's acceptance and the record (then with the same Message-ID).
 */
export async function sendWeeklyEmailBatch(deps: ReminderDeps, batch: WeeklyEmailBatch, options: BatchRunOptions): Promise<BatchResult> {
  const { db } = deps;
  const { week } = batch;
  const { claimant } = options;
  const users = await subscribedUsers(db, batch.fromUserId, batch.toUserId);
  const result: BatchResult = { sent: 0, skipped: 0, failed: 0, lastError: null };
  if (users.length === 0) return result;

  const recorded = await db
    .select({ userId: weeklyEmailDeliveries.userId, state: weeklyEmailDeliveries.state, claimant: weeklyEmailDeliveries.claimant })
    .from(weeklyEmailDeliveries)
    .where(
      and(
        eq(weeklyEmailDeliveries.week, week),
        inArray(
          weeklyEmailDeliveries.userId,
          users.map((u) => u.userId),
        ),
      ),
    );
  const byUser = new Map(recorded.map((r) => [r.userId, r]));
  const pending: ReminderUser[] = [];
  for (const user of users) {
    const row = byUser.get(user.userId);
    if (!row || (row.claimant === claimant && row.state === 'claimed')) pending.push(user);
    else if (row.state === 'claimed') result.skipped += 1; // another run is sending it; a sent one was counted when sent
  }

  const plans = await readHomePlans(
    deps,
    pending.flatMap((u) => u.homes),
    batch.today,
    options.concurrency,
  );
  const emails = (await mapPool(pending, options.concurrency, async (user) => ({ user, email: await weeklyEmailOf(deps, user, batch.today, plans) }))).filter(
    (e): e is { user: ReminderUser; email: MailMessage } => e.email !== null,
  );
  result.skipped += pending.length - emails.length;
  if (emails.length === 0) return result;

  const claimed = await db
    .insert(weeklyEmailDeliveries)
    .values(emails.map((e) => ({ week, userId: e.user.userId, state: 'claimed', claimant })))
    .onConflictDoUpdate({
      target: [weeklyEmailDeliveries.week, weeklyEmailDeliveries.userId],
      set: { updatedAt: sql`now()` },
      setWhere: and(eq(weeklyEmailDeliveries.claimant, claimant), eq(weeklyEmailDeliveries.state, 'claimed')),
    })
    .returning({ userId: weeklyEmailDeliveries.userId });
  const mine = new Set(claimed.map((c) => c.userId));
  result.skipped += emails.length - mine.size;

  const failedUsers: number[] = [];
  await mapPool(
    emails.filter((e) => mine.has(e.user.userId)),
    options.concurrency,
    async ({ user, email }) => {
      try {
        await options.budget?.take();
        await deps.mailer.send(email);
      } catch (error) {
        failedUsers.push(user.userId);
        result.failed += 1;
        result.lastError = error instanceof Error ? error.message : String(error);
        return;
      }
      await db
        .update(weeklyEmailDeliveries)
        .set({ state: 'sent', updatedAt: sql`now()` })
        .where(and(eq(weeklyEmailDeliveries.week, week), eq(weeklyEmailDeliveries.userId, user.userId), eq(weeklyEmailDeliveries.claimant, claimant)));
      result.sent += 1;
    },
  );
  if (failedUsers.length > 0) {
    await db
      .delete(weeklyEmailDeliveries)
      .where(
        and(
          eq(weeklyEmailDeliveries.week, week),
          inArray(weeklyEmailDeliveries.userId, failedUsers),
          eq(weeklyEmailDeliveries.claimant, claimant),
          eq(weeklyEmailDeliveries.state, 'claimed'),
        ),
      );
  }
  return result;
}
