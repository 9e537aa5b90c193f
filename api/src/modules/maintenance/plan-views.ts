import type { Database } from '../../db/database';
import { addDays, addMonths, dateOf, partsOf, weekOf, type CalendarDate } from './calendar-date';
import { completionsBetween, planItems, taskView, type PlanItem } from './maintenance-plan.service';
import type { Occurrence, PlanTask, TaskStatus } from './maintenance.schema';
import type { PlanScope } from './plan-home.service';
import { occurrencesFrom } from './recurrence';

// The plan's views: the list, the counts, the Monday-to-Sunday week, upcoming, a month and a year.

/** The plan's tasks on `today`, optionally only those with one status. */
export async function taskList(db: Database, scope: PlanScope, today: CalendarDate, status: TaskStatus | 'all'): Promise<PlanTask[]> {
  const tasks = (await planItems(db, scope, today)).map((item) => taskView(item, today));
  return status === 'all' ? tasks : tasks.filter((t) => t.status === status);
}

/** Days after `today` that still count as upcoming (a year). */
export const UPCOMING_DAYS = 365;

/** Counts of get-tasks-count on `today`. */
export async function tasksCount(db: Database, scope: PlanScope, today: CalendarDate) {
  const week = weekOf(today);
  const items = (await planItems(db, scope, today)).filter((i) => i.enabled);
  const horizon = addDays(today, UPCOMING_DAYS);
  const done = await completionsBetween(db, scope.userPropertyId, week.start, week.end);
  return {
    date: today,
    weekStart: week.start,
    weekEnd: week.end,
    thisWeek: items.filter((i) => i.nextDue >= today && i.nextDue <= week.end).length,
    upcoming: items.filter((i) => i.nextDue > week.end && i.nextDue < horizon).length,
    overdue: items.filter((i) => i.nextDue < today).length,
    done: done.length,
  };
}

/** The Monday-to-Sunday week containing `date`: tasks due in it, then tasks completed in it. */
export async function weekTasks(db: Database, scope: PlanScope, date: CalendarDate, today: CalendarDate) {
  const week = weekOf(date);
  const items = await planItems(db, scope, today);
  const due = items.filter((i) => i.enabled && i.nextDue >= week.start && i.nextDue <= week.end).map((i) => ({ ...taskView(i, today), dueDate: i.nextDue, completedOn: null }));
  const byId = new Map(items.map((i) => [i.taskId, i]));
  const done = (await completionsBetween(db, scope.userPropertyId, week.start, week.end)).flatMap((e) => {
    const item = byId.get(e.planTaskId);
    return item ? [{ ...taskView(item, today), status: 'done' as const, dueDate: e.dueDate ?? e.eventDate, completedOn: e.eventDate }] : [];
  });
  return { weekStart: week.start, weekEnd: week.end, tasks: [...due, ...done.reverse()] };
}

/** Enabled tasks due in [from, from + days): what get-upcoming-tasks and the calendar feed list. */
export async function upcomingTasks(db: Database, scope: PlanScope, from: CalendarDate, days: number, today: CalendarDate) {
  const to = addDays(from, days);
  const items = await planItems(db, scope, today);
  return { from, to: addDays(to, -1), tasks: items.filter((i) => i.enabled && i.nextDue >= from && i.nextDue < to).map((i) => taskView(i, today)) };
}

/** The due and projected occurrences of one task between two dates (both included). */
function taskOccurrences(item: PlanItem, from: CalendarDate, to: CalendarDate, today: CalendarDate): Occurrence[] {
  if (!item.enabled) return [];
  const view = taskView(item, today);
  const base = { taskId: item.taskId, title: view.title, component: view.component, doneBy: view.doneBy, minutes: view.minutes };
  const out: Occurrence[] = [];
  if (item.nextDue >= from && item.nextDue <= to) out.push({ ...base, date: item.nextDue, status: item.nextDue < today ? 'overdue' : 'due' });
  // Later repeats follow the rule from its anchor, after the next due date.
  const afterDue = addDays(item.nextDue, 1);
  for (const d of occurrencesFrom(item.rule, item.anchor, afterDue > from ? afterDue : from)) {
    if (d > to) break;
    out.push({ ...base, date: d, status: 'projected' });
  }
  return out;
}

/** Every occurrence in the months from `firstMonth` (YYYY-MM), `count` months, done ones included. */
async function monthsOf(db: Database, scope: PlanScope, firstMonth: string, count: number, today: CalendarDate) {
  const start = `${firstMonth}-01`;
  const end = addDays(addMonths(start, count), -1);
  const items = await planItems(db, scope, today);
  const byId = new Map(items.map((i) => [i.taskId, i]));
  const all: Occurrence[] = items.flatMap((i) => taskOccurrences(i, start, end, today));
  for (const e of await completionsBetween(db, scope.userPropertyId, start, end)) {
    const item = byId.get(e.planTaskId);
    if (!item) continue;
    const view = taskView(item, today);
    all.push({
      date: e.eventDate,
      taskId: item.taskId,
      title: view.title,
      component: view.component,
      doneBy: (e.doneBy ?? view.doneBy) as Occurrence['doneBy'],
      minutes: view.minutes,
      status: 'done',
    });
  }
  all.sort((a, b) => a.date.localeCompare(b.date) || a.taskId - b.taskId);
  return Array.from({ length: count }, (_, k) => {
    const { year, month } = partsOf(addMonths(start, k));
    const month0 = dateOf(year, month, 1).slice(0, 7);
    return { month: month0, occurrences: all.filter((o) => o.date.startsWith(month0)) };
  });
}

/** The occurrences of one month (YYYY-MM). */
export async function monthView(db: Database, scope: PlanScope, month: string, today: CalendarDate) {
  return (await monthsOf(db, scope, month, 1, today))[0]!;
}

/** Twelve months from `firstMonth` (YYYY-MM), for the printable plan. */
export async function yearView(db: Database, scope: PlanScope, firstMonth: string, today: CalendarDate) {
  return monthsOf(db, scope, firstMonth, 12, today);
}

/** "YYYY-MM" of a date. */
export const monthOf = (date: CalendarDate): string => date.slice(0, 7);
