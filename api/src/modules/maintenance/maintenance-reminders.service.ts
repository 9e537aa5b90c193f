import { and, between, eq, isNull, ne, or } from 'drizzle-orm';
import { DEFAULT_HOME_PREFERENCES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { users } from '../security';
import { escapeHtml, type Mailer, type MailMessage } from '../../providers/mail/mailer';
import type { AlertLinkSigner } from '../property';
import { properties, sampleDataNote, userProperties, userPropertyPreferences, type PropertyRow } from '../property';
import type { PropertyDataProvider } from '../property';
import { isoWeekOf, partsOf, weekOf, type CalendarDate } from './calendar-date';
import { taskView } from './maintenance-plan.service';
import { planItemsFromStored, type HomePlans } from './plan-batch.service';

/**
 * The weekly maintenance email: every Monday (cron in UTC) one email per user listing, for each home
 * whose maintenance reminders are on (the home preference `maintenanceReminders`), the tasks due that
 * week (Monday to Sunday), the overdue ones, and the parts past or within a year of their expected
 * life. It replaces the daily parts-only maintenance alert, so a user gets one maintenance email a
 * week, not two.
 *
 * Once per user per ISO week however many workers run it or however often: each user's row of the
 * week in `weekly_email_deliveries` is claimed before the mail is sent (weekly-email-batch.ts). The
 * message carries the key `maintenance-reminder.user-<id>.<ISO week>` (its Message-ID).
 */

export const MAINTENANCE_REMINDER_QUEUE = 'maintenance.weekly-reminder';
/** Mondays at 13:00 UTC (morning in every US time zone). */
export const DEFAULT_MAINTENANCE_REMINDER_CRON = '0 13 * * 1';
/** Parts within this many years of their expected life are named in the email. */
export const REPLACEMENT_HORIZON_YEARS = 1;

/** What the reminder run needs. */
export interface ReminderDeps {
  db: Database;
  provider: PropertyDataProvider;
  mailer: Mailer;
  links: AlertLinkSigner;
  siteOrigin: string;
}

/** One home's part of an email. */
interface HomeSection {
  userPropertyId: number;
  address: string;
  lines: string[];
  /** The home's facts are generated sample data (its component ages too): the email says so. */
  isSample: boolean;
}

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon Nov 23" */
function dayText(date: CalendarDate, weekStart: CalendarDate): string {
  const { month, day } = partsOf(date);
  const weekday = Math.round((Date.parse(date) - Date.parse(weekStart)) / 86_400_000);
  return `${weekday >= 0 && weekday < 7 ? `${DAY_NAMES[weekday]} ` : ''}${MONTHS[month - 1]} ${day}`;
}

/** The condition of a home whose owner wants maintenance reminders (no stored preference: the default), pre-registered accounts left out. */
export function wantsReminders() {
  const pref = userPropertyPreferences.maintenanceReminders;
  const wanted = DEFAULT_HOME_PREFERENCES.maintenanceReminders ? or(isNull(pref), eq(pref, true)) : eq(pref, true);
  return and(wanted, ne(users.accountStatus, 'ANONYMOUS'))!;
}

/** One opted-in user of a batch with the homes their email is about. */
export interface ReminderUser {
  userId: number;
  email: string;
  firstName: string;
  homes: Array<{ userPropertyId: number; property: PropertyRow }>;
}

/** The opted-in users with ids in [fromUserId, toUserId] and their subscribed homes, in one query. */
export async function subscribedUsers(db: Database, fromUserId: number, toUserId: number): Promise<ReminderUser[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, userPropertyId: userProperties.id, property: properties })
    .from(userProperties)
    .innerJoin(users, eq(users.id, userProperties.userId))
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .leftJoin(userPropertyPreferences, eq(userPropertyPreferences.userPropertyId, userProperties.id))
    .where(and(wantsReminders(), between(userProperties.userId, fromUserId, toUserId)))
    .orderBy(userProperties.userId, userProperties.id);
  const byUser = new Map<number, ReminderUser>();
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { userId: row.userId, email: row.email, firstName: row.firstName, homes: [] };
    entry.homes.push({ userPropertyId: row.userPropertyId, property: row.property });
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()];
}

/** What one home's section says this week (empty when nothing is due); its plan read with the batch's. */
async function sectionOf(deps: ReminderDeps, userPropertyId: number, today: CalendarDate, plans: HomePlans): Promise<HomeSection> {
  const week = weekOf(today);
  const scope = plans.scopes.get(userPropertyId)!;
  const items = (await planItemsFromStored(deps.db, scope, today, plans.stored)).filter((i) => i.enabled && i.nextDue <= week.end);
  const lines = items.map((i) => {
    const t = taskView(i, today);
    const when = i.nextDue < week.start ? `overdue since ${dayText(i.nextDue, week.start)}` : dayText(i.nextDue, week.start);
    return `${when}: ${t.title} (${t.doneBy === 'DIY' ? 'DIY' : 'a professional'}, about ${t.minutes} min)`;
  });
  for (const c of scope.report.condition.components.filter((c) => c.remainingUsefulLife <= REPLACEMENT_HORIZON_YEARS)) {
    lines.push(
      `${c.name}: installed ${c.installYear}, expected life ${c.usefulLife} years, ${c.remainingUsefulLife <= 0 ? 'past its expected life' : 'due within a year'}: plan its replacement.`,
    );
  }
  return { userPropertyId, address: `${scope.home.address}, ${scope.home.city}`, lines, isSample: scope.report.dataSource.isSample };
}

/** The weekly email of one user. */
function reminderEmail(deps: ReminderDeps, firstName: string, weekStart: CalendarDate, sections: HomeSection[]): Omit<MailMessage, 'to'> {
  const planUrl = `${deps.siteOrigin}/my-maintenance/app`;
  const settingsUrl = `${deps.siteOrigin}/user/home-preferences`;
  const unsubscribe = (s: HomeSection) => deps.links.unsubscribeUrl(deps.siteOrigin, s.userPropertyId, 'maintenance');
  const count = sections.reduce((n, s) => n + s.lines.length, 0);
  const text = [
    `Hi ${firstName},`,
    '',
    `Your home maintenance for the week of ${dayText(weekStart, weekStart)}:`,
    ...sections.flatMap((s) => [
      '',
      `${s.address}:`,
      ...s.lines.map((l) => `- ${l}`),
      ...(s.isSample ? [sampleDataNote('of this home')] : []),
      `Stop maintenance reminders for this home: ${unsubscribe(s)}`,
    ]),
    '',
    `Open your plan: ${planUrl}`,
    `Choose your reminders: ${settingsUrl}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>Your home maintenance for the week of ${escapeHtml(dayText(weekStart, weekStart))}:</p>`,
    ...sections.map(
      (s) =>
        `<h3>${escapeHtml(s.address)}</h3><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${s.isSample ? `<p><em>${escapeHtml(sampleDataNote('of this home'))}</em></p>` : ''}<p style="font-size:12px"><a href="${escapeHtml(unsubscribe(s))}">Stop maintenance reminders for this home</a></p>`,
    ),
    `<p><a href="${escapeHtml(planUrl)}">Open your plan</a> · <a href="${escapeHtml(settingsUrl)}">Choose your reminders</a></p>`,
  ].join('\n');
  // One-click unsubscribe (RFC 8058) names one home; an email about several homes has a link per home in its body.
  const headers: Record<string, string> =
    sections.length === 1 ? { 'List-Unsubscribe': `<${unsubscribe(sections[0]!)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  return { subject: `Home maintenance this week: ${count} item${count === 1 ? '' : 's'}`, text, html, headers };
}

/** The ledger key of one user's email of one ISO week. */
export function reminderKey(userId: number, isoWeek: string): string {
  return `maintenance-reminder:user-${userId}:${isoWeek}`;
}

/** This week's email of one user, or null when none of their homes has anything due. `plans`: their homes' (readHomePlans). */
export async function weeklyEmailOf(deps: ReminderDeps, user: ReminderUser, today: CalendarDate, plans: HomePlans): Promise<MailMessage | null> {
  const sections: HomeSection[] = [];
  for (const home of user.homes) {
    const section = await sectionOf(deps, home.userPropertyId, today, plans);
    if (section.lines.length > 0) sections.push(section);
  }
  if (sections.length === 0) return null;
  const key = reminderKey(user.userId, isoWeekOf(today));
  return { ...reminderEmail(deps, user.firstName, weekOf(today).start, sections), to: user.email, idempotencyKey: key.replaceAll(':', '.') };
}
