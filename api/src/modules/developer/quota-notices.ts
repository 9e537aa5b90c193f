import { and, eq } from 'drizzle-orm';
import { displayDate } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import type { Mailer } from '../../providers/mail/mailer';
import { layout, users } from '../security';
import type { UsageCounted } from './data-api-guard';
import { organizationMembers, organizations, quotaNotices } from './developer.tables';
import { DATA_PLANS, quotaMonth, quotaResetsAt, type DataPlanId } from './plans';

/** The shares of the monthly quota at which the organisation's owners are e-mailed, once each a month. */
export const QUOTA_THRESHOLDS = [50, 80, 100] as const;

/** Successful calls at which a threshold is reached. */
const callsAt = (quota: number, threshold: number) => Math.ceil((quota * threshold) / 100);

/**
 * E-mails the owners for every threshold the month's count has reached and not yet been told of.
 * The notice row (organisation, month, threshold) is inserted with ON CONFLICT DO NOTHING, so only
 * the one caller that inserts it enqueues the mail, however many calls or replicas get here at once;
 * the mail itself is a durable job of the mail queue (retried until delivered).
 */
export async function sendQuotaNotices(
  db: Database,
  mailer: Mailer,
  siteOrigin: string,
  input: { organizationId: string; plan: DataPlanId; callsThisMonth: number; now?: Date },
): Promise<number[]> {
  const now = input.now ?? new Date();
  const quota = DATA_PLANS[input.plan].monthlyQuota;
  const month = quotaMonth(now);
  const sent: number[] = [];
  for (const threshold of QUOTA_THRESHOLDS.filter((t) => input.callsThisMonth >= callsAt(quota, t))) {
    const [notice] = await db
      .insert(quotaNotices)
      .values({ organizationId: input.organizationId, month, threshold })
      .onConflictDoNothing()
      .returning({ threshold: quotaNotices.threshold });
    if (!notice) continue;
    await mailOwners(db, mailer, siteOrigin, { ...input, quota, month, threshold, resetsAt: quotaResetsAt(now) });
    sent.push(threshold);
  }
  return sent;
}

async function mailOwners(
  db: Database,
  mailer: Mailer,
  siteOrigin: string,
  notice: { organizationId: string; quota: number; month: string; threshold: number; callsThisMonth: number; resetsAt: Date },
): Promise<void> {
  const owners = await db
    .select({ email: users.email, firstName: users.firstName, organization: organizations.name })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.organizationId, notice.organizationId), eq(organizationMembers.role, 'owner')));
  const number = (n: number) => n.toLocaleString('en-US');
  const resets = displayDate(notice.resetsAt.toISOString());
  for (const owner of owners) {
    const used = notice.threshold === 100 ? 'has used all' : `has used ${notice.threshold}%`;
    const lines = [
      `${owner.organization} ${used} of its monthly data API quota: ${number(Math.min(notice.callsThisMonth, notice.quota))} of ${number(notice.quota)} successful calls.`,
      notice.threshold === 100
        ? `Calls are refused with 429 QUOTA_EXHAUSTED until the quota resets on ${resets} (UTC), unless you move to a larger plan.`
        : `The quota resets on ${resets} (UTC).`,
    ];
    const { text, html } = layout(`Hi ${owner.firstName},`, lines, { label: 'See usage and plans', url: `${siteOrigin}/developers` });
    await mailer.send({
      to: owner.email,
      subject: notice.threshold === 100 ? 'Your Homeworth data API quota is used up' : `You have used ${notice.threshold}% of your Homeworth data API quota`,
      text,
      html,
      idempotencyKey: `quota-notice:${notice.organizationId}:${notice.month}:${notice.threshold}:${owner.email}`,
    });
  }
}

/**
 * The guard's after-count step. Each process remembers the highest threshold it has seen handled per
 * organisation and month, so it looks for notices to send only when a count passes a new threshold.
 */
export function quotaNotifier(db: Database, mailer: Mailer, siteOrigin: string): UsageCounted {
  const handled = new Map<string, number>();
  return async (call, calls) => {
    const quota = DATA_PLANS[call.plan].monthlyQuota;
    const reached = QUOTA_THRESHOLDS.filter((t) => calls >= callsAt(quota, t)).at(-1) ?? 0;
    const memo = `${call.organizationId}:${quotaMonth()}:${call.plan}`;
    if (reached <= (handled.get(memo) ?? 0)) return;
    await sendQuotaNotices(db, mailer, siteOrigin, { organizationId: call.organizationId, plan: call.plan, callsThisMonth: calls });
    if (handled.size > 10_000) handled.clear();
    handled.set(memo, reached);
  };
}
