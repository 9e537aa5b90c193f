import { getAs, useTestApp } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { queuedMailer } from '../../providers/mail/mailer';
import { alertLinkSigner } from '../property';
import { findProperty } from '../property';
import { propertyDataProvider, sampleDataNote } from '../property';
import { buildReport } from '../property';
import { addDays, todayOf, weekOf } from './calendar-date';
import { ownerWithHome, PLAN, send, tasksOf, type Owner } from './maintenance-test-helpers';
import { DEFAULT_MAINTENANCE_REMINDER_CRON, MAINTENANCE_REMINDER_QUEUE, type ReminderDeps } from './maintenance-reminders.service';
import { runWeeklyReminders } from './weekly-email-run';
import type { PlanTask } from './maintenance.schema';

const SECRET = 'maintenance-test-link-secret';
const SITE = 'http://localhost:3000';

/** The calendar date of an all-day event as node-ical gives it (a local midnight). */
function dateOfEvent(e: VEvent): string {
  const d = e.start as Date;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('maintenance calendar feed and weekly reminders', () => {
  const t = useTestApp({ shareLinkSecret: SECRET, siteOrigin: SITE });
  const today = todayOf();

  async function upcoming(owner: Owner): Promise<PlanTask[]> {
    return (await getAs(t.app, `${PLAN}/get-upcoming-tasks?userPropertyId=${owner.home}`, owner.token)).json().message.tasks;
  }

  it('the private feed, parsed by node-ical, lists the same upcoming tasks; a new URL replaces the old; revoked is 404', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const status = await getAs(t.app, `${PLAN}/calendar-feed?userPropertyId=${owner.home}`, owner.token);
    expect(status.json().message).toEqual({ active: false, createdAt: null, url: null });
    const made = (await send(t, 'POST', `${PLAN}/calendar-feed`, owner.token, { userPropertyId: owner.home })).json().message;
    expect(made.active).toBe(true);
    expect(made.url).toMatch(new RegExp(`^${SITE}/api/v1/maintenance/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const path = made.url.slice(SITE.length);

    // A task completed and one snoozed show with their new dates in both.
    const tasks = await tasksOf(t, owner);
    await send(t, 'POST', `${PLAN}/tasks/${tasks[0]!.taskId}/complete`, owner.token, { date: today, doneBy: 'DIY' });
    await send(t, 'POST', `${PLAN}/tasks/${tasks[1]!.taskId}/snooze`, owner.token, { days: 9 });

    const feed = await getAs(t.app, path); // no session: calendar apps only have the URL
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
    const fromFeed = events.map((e) => `${e.uid} ${dateOfEvent(e)} ${e.summary}`).sort();
    const fromApi = (await upcoming(owner)).map((x) => `homeworth-maintenance-task-${x.taskId}@homeworth ${x.nextDue} ${x.title}`).sort();
    expect(fromFeed.length).toBeGreaterThan(20);
    expect(fromFeed).toEqual(fromApi);
    const quarterly = (await upcoming(owner)).find((x) => x.slug === 'hvac-filter-replace')!;
    const event = events.find((e) => e.uid === `homeworth-maintenance-task-${quarterly.taskId}@homeworth`)!;
    expect(event.rrule?.toString()).toContain('FREQ=MONTHLY;INTERVAL=3');

    // The database holds only a hash of the token.
    const stored = await t.db.execute(sql`select token_hash from maintenance_calendar_feeds`);
    expect(JSON.stringify(stored)).not.toContain(path.split('/').pop()!.replace('.ics', ''));

    const again = (await send(t, 'POST', `${PLAN}/calendar-feed`, owner.token, { userPropertyId: owner.home })).json().message;
    expect(again.url).not.toBe(made.url);
    expect((await getAs(t.app, path)).statusCode).toBe(404);
    expect((await getAs(t.app, again.url.slice(SITE.length))).statusCode).toBe(200);
    expect((await send(t, 'DELETE', `${PLAN}/calendar-feed?userPropertyId=${owner.home}`, owner.token)).json().message.active).toBe(false);
    expect((await getAs(t.app, again.url.slice(SITE.length))).statusCode).toBe(404);
    expect((await getAs(t.app, `${PLAN}/calendar/not-a-token.ics`)).statusCode).toBe(404);
  });

  it('one task downloads as an .ics file', async () => {
    const owner = await ownerWithHome(t, 'jane.doe@example.com');
    const task = (await tasksOf(t, owner)).find((x) => x.slug === 'smoke-alarms-test')!;
    const file = await getAs(t.app, `${PLAN}/tasks/${task.taskId}/ics`, owner.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="smoke-alarms-test.ics"');
    const [event] = Object.values(ical.sync.parseICS(file.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(event).toMatchObject({ summary: 'Test the smoke alarms' });
    expect(dateOfEvent(event!)).toBe(task.nextDue);
    expect(event!.rrule?.toString()).toContain('FREQ=MONTHLY');
    expect((await getAs(t.app, `${PLAN}/tasks/${task.taskId}/ics`)).statusCode).toBe(401);
  });

  describe('weekly reminder email', () => {
    const deps = (): ReminderDeps => ({ db: t.db, provider: propertyDataProvider(), mailer: queuedMailer(t.jobs), links: alertLinkSigner(SECRET), siteOrigin: SITE });

    /** An owner with a weekly task of their own starting today, so every week has something due. */
    async function ownerWithWeeklyTask(email: string, reminders: boolean) {
      const owner = await ownerWithHome(t, email);
      await send(t, 'POST', `${PLAN}/custom-tasks`, owner.token, { userPropertyId: owner.home, title: 'Water the new hedge', recurrence: { freq: 'WEEKLY', interval: 1 } });
      const preferences = { valueChangeAlerts: false, nearbyPermitAlerts: false, maintenanceReminders: reminders };
      expect((await send(t, 'PUT', `/api/v1/property/user-properties/${owner.home}/preferences`, owner.token, preferences)).statusCode).toBe(200);
      return owner;
    }

    it('is scheduled on the queue cron', async () => {
      const result = await t.db.execute(sql`select name, cron from pgboss.schedule where name = ${MAINTENANCE_REMINDER_QUEUE}`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ name: MAINTENANCE_REMINDER_QUEUE, cron: DEFAULT_MAINTENANCE_REMINDER_CRON }]);
    });

    it('sends one email per opted-in user per week, even run twice or by two workers at once, and again a week later', async () => {
      const owner = await ownerWithWeeklyTask('jane.doe@example.com', true);
      await ownerWithWeeklyTask('john.roe@example.com', false);
      await t.readMail();
      t.mailCatcher.clear();

      const now = new Date();
      expect(await runWeeklyReminders(deps(), now)).toBe(1);
      expect(await runWeeklyReminders(deps(), now)).toBe(0);
      let mails = await t.readMail();
      expect(mails.map((m) => m.to)).toEqual([['jane.doe@example.com']]);
      expect(mails[0]!.subject).toMatch(/^Home maintenance this week: \d+ items?$/);
      expect(mails[0]!.text).toContain('Water the new hedge');
      expect(mails[0]!.text).toContain('55 Maple Avenue, Denver:');
      // A sample-data home is labelled in the site's words; dates are never ISO dates.
      expect(mails[0]!.text).toContain(sampleDataNote('of this home'));
      expect(mails[0]!.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      // The parts past or within a year of their expected life are named too (this sample home has some).
      const property = (await findProperty(t.db, (await getAs(t.app, `${PLAN}/task-list`, owner.token)).json().message.home.kukunId))!;
      const due = buildReport(propertyDataProvider(), property).condition.components.filter((c) => c.remainingUsefulLife <= 1);
      expect(due.length).toBeGreaterThan(0);
      for (const part of due) expect(mails[0]!.text).toContain(`${part.name}: installed ${part.installYear}`);
      expect(mails[0]!.headers['list-unsubscribe']).toContain('/api/alerts/unsubscribe?');
      expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // The clock a week ahead: two workers race the same tick; one email.
      const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
      const sent = await Promise.all([runWeeklyReminders(deps(), nextWeek), runWeeklyReminders(deps(), nextWeek)]);
      expect(sent[0]! + sent[1]!).toBe(1);
      mails = await t.readMail('jane.doe@example.com');
      expect(mails).toHaveLength(2);
      expect(mails[0]!.text).toContain(`Your home maintenance for the week of`);
      expect(weekOf(addDays(today, 7)).start).not.toBe(weekOf(today).start);

      // One-click unsubscribe stops the next week's email.
      const link = new URL(mails[0]!.headers['list-unsubscribe']!.replace(/^<|>$/g, ''));
      const unsubscribed = await t.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode).toBe(200);
      expect(await runWeeklyReminders(deps(), new Date(now.getTime() + 14 * 86_400_000))).toBe(0);
    }, 60_000);
  });
});
