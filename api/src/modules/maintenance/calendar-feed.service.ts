import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import type { Database } from '../../db/database';
import { userProperties } from '../property';
import { partsOf, todayOf, type CalendarDate } from './calendar-date';
import type { PlanTask } from './maintenance.schema';
import { maintenanceCalendarFeeds } from './maintenance.tables';
import { toRRule } from './recurrence';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

/**
 * The private calendar feed of a home's plan (ICS, made with ical-generator) and one task's `.ics`.
 * The feed URL carries a random 32-byte token; the database keeps only its SHA-256, so the URL is
 * shown once when made. Making a new one replaces the old (which then answers 404), and deleting the
 * row revokes it. Events are all-day on the task's next due date, repeating by the task's rule.
 */

/** Where the feed is served, under the maintenance routes' prefix. */
export const CALENDAR_FEED_PATH = '/api/v1/maintenance/calendar';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new feed token for a home (any earlier one stops working); returns the token. */
export async function createFeedToken(db: Database, userPropertyId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(maintenanceCalendarFeeds)
    .values({ userPropertyId, tokenHash: hashOf(token) })
    .onConflictDoUpdate({ target: maintenanceCalendarFeeds.userPropertyId, set: { tokenHash: hashOf(token), createdAt: new Date() } });
  return token;
}

/** The feed of a home: whether it is live and since when. */
export async function feedStatus(db: Database, userPropertyId: number): Promise<{ active: boolean; createdAt: string | null }> {
  const [row] = await db.select().from(maintenanceCalendarFeeds).where(eq(maintenanceCalendarFeeds.userPropertyId, userPropertyId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** Revokes a home's feed. */
export async function revokeFeed(db: Database, userPropertyId: number): Promise<void> {
  await db.delete(maintenanceCalendarFeeds).where(eq(maintenanceCalendarFeeds.userPropertyId, userPropertyId));
}

/** The home and its owner a feed token opens, or null (unknown or revoked). */
export async function homeOfFeedToken(db: Database, token: string): Promise<{ userPropertyId: number; userId: number } | null> {
  const [row] = await db
    .select({ userPropertyId: maintenanceCalendarFeeds.userPropertyId, userId: userProperties.userId })
    .from(maintenanceCalendarFeeds)
    .innerJoin(userProperties, eq(userProperties.id, maintenanceCalendarFeeds.userPropertyId))
    .where(eq(maintenanceCalendarFeeds.tokenHash, hashOf(token)));
  return row ?? null;
}

/** The absolute feed URL of a token. */
export function feedUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** The UTC instant of a calendar date (noon, so the all-day date reads the same in every time zone from UTC-11 to UTC+11). */
function dayInstant(date: CalendarDate): Date {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** Adds one task as an all-day repeating event. */
function addTaskEvent(calendar: ICalCalendar, task: PlanTask, siteOrigin: string, address: string): void {
  if (!task.nextDue) return;
  calendar.createEvent({
    id: `homeworth-maintenance-task-${task.taskId}@homeworth`,
    start: dayInstant(task.nextDue),
    allDay: true,
    summary: task.title,
    description: [
      task.why,
      ...task.how.map((step, i) => `${i + 1}. ${step}`),
      `${task.recurrenceText}. ${task.doneBy === 'DIY' ? 'DIY' : 'A professional'}, about ${countOf(task.minutes, 'minute')}.`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: address,
    url: `${siteOrigin}/my-maintenance/app`,
    repeating: toRRule(task.recurrence),
    stamp: new Date(`${todayOf()}T00:00:00Z`),
  });
}

/** The ICS text of a list of tasks. */
export function tasksCalendar(name: string, tasks: PlanTask[], siteOrigin: string, address: string): string {
  const calendar = ical({ name, prodId: { company: 'Homeworth', product: 'maintenance-plan', language: 'EN' } });
  for (const task of tasks) addTaskEvent(calendar, task, siteOrigin, address);
  return calendar.toString();
}
