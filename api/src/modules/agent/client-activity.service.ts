import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { clientFullName, describeActivity, HIGHLY_ENGAGED_CLICKS, HIGHLY_ENGAGED_WINDOW_DAYS, type ClientActivityEntry, type ClientEngagement } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { countHit } from '../../http/rate-limit-store';
import { users } from '../security';
import { escapeHtml, type Mailer } from '../../providers/mail/mailer';
import { agentClientActivity, agentClientDigests, agentClientEmailLog, agentEngagementSettings, agentNotifications, type CLIENT_ACTIVITY_KINDS } from './agent-engagement.tables';
import { agentClients } from './agent.tables';

// What clients do with their emails, as the agent sees it: a timeline per
// client, a feed, in-app alerts with an unread count, an alert email per the agent's choice.

/** What recording a reaction needs (the alert email goes through the mail queue). */
export interface ActivityDeps {
  db: Database;
  mailer: Mailer;
  siteOrigin: string;
}

/** A reaction to record. */
export interface NewActivity {
  clientId: number;
  agentUserId: number;
  kind: (typeof CLIENT_ACTIVITY_KINDS)[number];
  emailLogId?: number | null;
  clickName?: string;
  detail?: string;
}

/** Clicks and joins of one client send the agent at most one alert email in this window. */
export const ALERT_EMAIL_WINDOW_MS = 60 * 60_000;

/** Where the agent reads its clients' activity. */
export const AGENT_ACTIVITY_PATH = '/agent/activity';

/**
 * Records a client's reaction (or an invitation the agent sent: recorded only) and alerts the agent: an unread notification, and an email unless
 * the agent turned alert emails off (keyed by the reaction, so a retry sends it once; clicks and
 * joins of one client at most once an hour, texts always).
 */
export async function recordActivity(deps: ActivityDeps, activity: NewActivity): Promise<number> {
  const [row] = await deps.db
    .insert(agentClientActivity)
    .values({
      clientId: activity.clientId,
      agentUserId: activity.agentUserId,
      kind: activity.kind,
      emailLogId: activity.emailLogId ?? null,
      clickName: activity.clickName ?? '',
      detail: activity.detail ?? '',
    })
    .returning({ id: agentClientActivity.id });
  const id = row!.id;
  // The agent's own sends are on the timeline and feed, never an alert.
  if (activity.kind === 'invited') return id;
  await deps.db.insert(agentNotifications).values({ agentUserId: activity.agentUserId, activityId: id });
  const [settings] = await deps.db.select().from(agentEngagementSettings).where(eq(agentEngagementSettings.agentUserId, activity.agentUserId));
  if (settings?.alertEmails === false) return id;
  // A text always emails; clicks and joins email once per client per hour (the in-app list has them all).
  if (activity.kind !== 'sms' && (await countHit(deps.db, `agent-alert:client-${activity.clientId}`, ALERT_EMAIL_WINDOW_MS)).count > 1) return id;
  const [entry] = await entries(deps.db, and(eq(agentClientActivity.id, id)), 1);
  const [agent] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, activity.agentUserId));
  if (!entry || !agent) return id;
  const what = describeActivity(entry);
  const url = `${deps.siteOrigin}${AGENT_ACTIVITY_PATH}`;
  await deps.mailer.send({
    to: agent.email,
    subject: `Client activity: ${what}`,
    text: [`Hi ${agent.firstName},`, '', `${what}.`, '', `See all activity: ${url}`, '', 'Turn these emails off on your agent profile.'].join('\n'),
    html: `<p>Hi ${escapeHtml(agent.firstName)},</p><p>${escapeHtml(what)}.</p><p><a href="${escapeHtml(url)}">See all activity</a></p><p>Turn these emails off on your agent profile.</p>`,
    idempotencyKey: `agent-alert:${id}`,
  });
  return id;
}

async function entries(db: Database, where: ReturnType<typeof and>, limit: number): Promise<ClientActivityEntry[]> {
  const rows = await db
    .select({ activity: agentClientActivity, firstName: agentClients.firstName, lastName: agentClients.lastName, subject: agentClientEmailLog.subject })
    .from(agentClientActivity)
    .innerJoin(agentClients, eq(agentClients.id, agentClientActivity.clientId))
    .leftJoin(agentClientEmailLog, eq(agentClientEmailLog.id, agentClientActivity.emailLogId))
    .where(where)
    .orderBy(desc(agentClientActivity.createdAt), desc(agentClientActivity.id))
    .limit(limit);
  return rows.map(({ activity, firstName, lastName, subject }) => ({
    id: activity.id,
    clientId: activity.clientId,
    clientName: clientFullName(firstName, lastName),
    kind: activity.kind,
    clickName: activity.clickName,
    detail: activity.detail,
    emailSubject: subject ?? '',
    createdAt: activity.createdAt.toISOString(),
  }));
}

/** The agent's activity feed, newest first. */
export function activityFeed(db: Database, agentUserId: number, limit = 100): Promise<ClientActivityEntry[]> {
  return entries(db, and(eq(agentClientActivity.agentUserId, agentUserId)), limit);
}

/** Clicks of each client in the last HIGHLY_ENGAGED_WINDOW_DAYS days. */
export async function recentClicks(db: Database, clientIds: number[]): Promise<Map<number, number>> {
  const clicks = new Map<number, number>(clientIds.map((id) => [id, 0]));
  if (clientIds.length === 0) return clicks;
  const rows = await db
    .select({ clientId: agentClientActivity.clientId, clicks: count() })
    .from(agentClientActivity)
    .where(
      and(
        inArray(agentClientActivity.clientId, clientIds),
        eq(agentClientActivity.kind, 'click'),
        gt(agentClientActivity.createdAt, sql`now() - make_interval(days => ${HIGHLY_ENGAGED_WINDOW_DAYS})`),
      ),
    )
    .groupBy(agentClientActivity.clientId);
  for (const row of rows) clicks.set(row.clientId, Number(row.clicks));
  return clicks;
}

/** True at HIGHLY_ENGAGED_CLICKS clicks or more in the window. */
export const isHighlyEngaged = (clicks: number) => clicks >= HIGHLY_ENGAGED_CLICKS;

/** One client's engagement: invitation, highly engaged, digest settings, emails sent with their clicks, timeline. */
export async function clientEngagement(db: Database, clientId: number, invitation: ClientEngagement['invitation']): Promise<ClientEngagement> {
  const clicks = (await recentClicks(db, [clientId])).get(clientId) ?? 0;
  const [digest] = await db.select().from(agentClientDigests).where(eq(agentClientDigests.clientId, clientId));
  const emails = await db
    .select({
      id: agentClientEmailLog.id,
      kind: agentClientEmailLog.kind,
      subject: agentClientEmailLog.subject,
      sentAt: agentClientEmailLog.sentAt,
      clicks: sql<number>`(select count(*)::int from ${agentClientActivity} a where a.email_log_id = "agent_client_email_log"."id" and a.kind = 'click')`,
    })
    .from(agentClientEmailLog)
    .where(eq(agentClientEmailLog.clientId, clientId))
    .orderBy(desc(agentClientEmailLog.sentAt), desc(agentClientEmailLog.id))
    .limit(50);
  return {
    clientId,
    invitation,
    highlyEngaged: isHighlyEngaged(clicks),
    clicksInWindow: clicks,
    digest: { enabled: digest?.enabled ?? true, cadence: digest?.cadence ?? 'monthly', unsubscribed: digest?.unsubscribedAt != null },
    emails: emails.map((e) => ({ ...e, sentAt: e.sentAt.toISOString(), clicks: Number(e.clicks) })),
    activity: await entries(db, and(eq(agentClientActivity.clientId, clientId)), 100),
  };
}

/** The agent's alerts, newest first, with the unread count. */
export async function agentNotificationList(db: Database, agentUserId: number) {
  const rows = await db
    .select({ id: agentNotifications.id, activityId: agentNotifications.activityId, readAt: agentNotifications.readAt })
    .from(agentNotifications)
    .where(eq(agentNotifications.agentUserId, agentUserId))
    .orderBy(desc(agentNotifications.id))
    .limit(50);
  const activity = new Map((await entries(db, and(eq(agentClientActivity.agentUserId, agentUserId)), 200)).map((e) => [e.id, e]));
  const [unread] = await db
    .select({ n: count() })
    .from(agentNotifications)
    .where(and(eq(agentNotifications.agentUserId, agentUserId), isNull(agentNotifications.readAt)));
  return {
    unreadCount: Number(unread?.n ?? 0),
    notifications: rows.flatMap((r) => {
      const entry = activity.get(r.activityId);
      return entry ? [{ id: r.id, read: r.readAt !== null, text: describeActivity(entry), entry }] : [];
    }),
  };
}

/** Marks every alert of the agent read. */
export async function markNotificationsRead(db: Database, agentUserId: number): Promise<void> {
  await db
    .update(agentNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(agentNotifications.agentUserId, agentUserId), isNull(agentNotifications.readAt)));
}
