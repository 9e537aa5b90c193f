import { createHash } from 'node:crypto';
import { and, between, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { addDays, dateOf, partsOf, weekOf, type CalendarDate } from './calendar-date';
import type { PlanScope } from './plan-home.service';
import type { HistoryEvent, PlanTask, Recurrence, TaskStatus, WhoDoes } from './maintenance.schema';
import { maintenancePlans, maintenancePlanTasks, maintenanceTaskEvents } from './maintenance.tables';
import { occurrencesFrom, recurrenceText } from './recurrence';
import { applicableTasks, componentName, libraryTask, TASK_LIBRARY, type LibraryTask } from './task-library';

/**
 * A home's plan: the library tasks that apply to it (scheduled in their best months over the next
 * 12 months) and the owner's own tasks, with each one's state. The plan of a user's home lives in the
 * database and is made again whenever the set of applicable tasks changes (the home's facts or
 * systems changed): new tasks are added, tasks that stop applying are hidden, and nothing the owner
 * did or wrote (history, own tasks, settings) is touched. The sample home's plan is computed.
 */

/** A plan task row. */
export type PlanTaskRow = typeof maintenancePlanTasks.$inferSelect;

/** One task of a plan with everything the views need. */
export interface PlanItem {
  taskId: number;
  library: LibraryTask | null;
  row: PlanTaskRow | null;
  rule: Recurrence;
  anchor: CalendarDate;
  nextDue: CalendarDate;
  enabled: boolean;
  lastDone: PlanTask['lastDone'];
}

/** A number from 0 to n - 1 that stays the same for a slug, to spread first due dates over days. */
function spreadOf(slug: string, n: number): number {
  return createHash('sha256').update(slug).digest().readUInt32BE(0) % n;
}

/** The first occurrence of a rule on or after its anchor. */
export function firstOccurrence(rule: Recurrence, anchor: CalendarDate): CalendarDate {
  for (const d of occurrencesFrom(rule, anchor, anchor)) return d;
  return anchor;
}

/**
 * The first due date of a library task in a new plan: on a day of its first best month from today
 * (a best month already under way: within the next week, never past its end); a task without best
 * months is spread over its first period (at most a year), so a new plan does not put everything in
 * its first week. The rule's months (if any) have the last word.
 */
export function firstSchedule(task: Pick<LibraryTask, 'slug' | 'bestMonths' | 'recurrence'>, today: CalendarDate): { anchor: CalendarDate; nextDue: CalendarDate } {
  const { year, month } = partsOf(today);
  let anchor: CalendarDate | null = null;
  for (let k = 0; k < 12 && anchor === null && task.bestMonths.length > 0; k += 1) {
    const m = ((month - 1 + k) % 12) + 1;
    if (!task.bestMonths.includes(m)) continue;
    const day = dateOf(year, month + k, 1 + spreadOf(task.slug, 28));
    if (k > 0 || day >= today) anchor = day;
    else {
      const monthEnd = dateOf(year, month, 31);
      const soon = addDays(today, spreadOf(task.slug, 7));
      anchor = soon < monthEnd ? soon : monthEnd;
    }
  }
  if (anchor === null) {
    const r = task.recurrence;
    const periodDays = r.freq === 'WEEKLY' ? 7 * r.interval : r.freq === 'MONTHLY' ? Math.min(30 * r.interval, 365) : 365;
    anchor = addDays(today, spreadOf(task.slug, periodDays));
  }
  return { anchor, nextDue: firstOccurrence(task.recurrence, anchor) };
}

/** The rule a plan task follows: the owner's, else the library's. */
export function ruleOf(row: PlanTaskRow): Recurrence {
  return row.recurrence ?? libraryTask(row.slug ?? '')?.recurrence ?? { freq: 'YEARLY', interval: 1 };
}

/** Makes the plan of a user's home again when the applicable tasks changed; a no-op otherwise. */
export async function syncPlan(db: Database, scope: PlanScope, today: CalendarDate): Promise<void> {
  const userPropertyId = scope.userPropertyId;
  if (userPropertyId === null) return;
  const applicable = applicableTasks(scope.profile);
  const key = createHash('sha256')
    .update(applicable.map((t) => t.slug).join(','))
    .digest('hex');
  const [plan] = await db.select().from(maintenancePlans).where(eq(maintenancePlans.userPropertyId, userPropertyId));
  if (plan?.applicableKey === key) return;
  const slugs = new Set(applicable.map((t) => t.slug));
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(maintenancePlanTasks).where(eq(maintenancePlanTasks.userPropertyId, userPropertyId));
    const bySlug = new Map(existing.filter((r) => r.slug !== null).map((r) => [r.slug!, r]));
    const fresh = applicable.filter((t) => !bySlug.has(t.slug)).map((t) => ({ userPropertyId, slug: t.slug, ...firstSchedule(t, today) }));
    if (fresh.length > 0)
      await tx
        .insert(maintenancePlanTasks)
        .values(fresh.map(({ anchor, nextDue, ...t }) => ({ ...t, anchorDate: anchor, nextDue })))
        .onConflictDoNothing();
    for (const row of existing) {
      if (row.slug === null) continue;
      const applies = slugs.has(row.slug);
      if (row.applicable !== applies) await tx.update(maintenancePlanTasks).set({ applicable: applies, updatedAt: new Date() }).where(eq(maintenancePlanTasks.id, row.id));
    }
    await tx
      .insert(maintenancePlans)
      .values({ userPropertyId, applicableKey: key })
      .onConflictDoUpdate({ target: maintenancePlans.userPropertyId, set: { applicableKey: key, generatedAt: new Date() } });
  });
}

/** Dollars of a cents column. */
export const dollarsOf = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** The last completion of each task of a home. */
async function lastCompletions(db: Database, userPropertyId: number): Promise<Map<number, NonNullable<PlanTask['lastDone']>>> {
  const rows = await db
    .select()
    .from(maintenanceTaskEvents)
    .where(and(eq(maintenanceTaskEvents.userPropertyId, userPropertyId), eq(maintenanceTaskEvents.kind, 'completed')))
    .orderBy(desc(maintenanceTaskEvents.eventDate), desc(maintenanceTaskEvents.id));
  const last = new Map<number, NonNullable<PlanTask['lastDone']>>();
  for (const e of rows) {
    if (!last.has(e.planTaskId)) last.set(e.planTaskId, { date: e.eventDate, doneBy: (e.doneBy ?? 'DIY') as WhoDoes, proName: e.proName, cost: dollarsOf(e.costCents) });
  }
  return last;
}

/** A row as a plan item. */
export function itemOf(row: PlanTaskRow, lastDone: PlanTask['lastDone'] = null): PlanItem {
  return {
    taskId: row.id,
    library: row.slug ? (libraryTask(row.slug) ?? null) : null,
    row,
    rule: ruleOf(row),
    anchor: row.anchorDate,
    nextDue: row.nextDue,
    enabled: row.enabled,
    lastDone,
  };
}

/**
 * Every task of the plan (applicable library tasks and the owner's own, turned-off ones included),
 * earliest due first. The sample home's tasks are numbered by their place in the library.
 */
export async function planItems(db: Database, scope: PlanScope, today: CalendarDate): Promise<PlanItem[]> {
  if (scope.userPropertyId === null) {
    const applicable = new Set(applicableTasks(scope.profile).map((t) => t.slug));
    return TASK_LIBRARY.flatMap((t, i) => {
      if (!applicable.has(t.slug)) return [];
      const { anchor, nextDue } = firstSchedule(t, today);
      return [{ taskId: i + 1, library: t, row: null, rule: t.recurrence, anchor, nextDue, enabled: true, lastDone: null }];
    }).sort(byDue);
  }
  await syncPlan(db, scope, today);
  const rows = await db
    .select()
    .from(maintenancePlanTasks)
    .where(and(eq(maintenancePlanTasks.userPropertyId, scope.userPropertyId), eq(maintenancePlanTasks.applicable, true), isNull(maintenancePlanTasks.deletedAt)));
  const last = await lastCompletions(db, scope.userPropertyId);
  return rows.map((r) => itemOf(r, last.get(r.id) ?? null)).sort(byDue);
}

function byDue(a: PlanItem, b: PlanItem): number {
  return a.nextDue.localeCompare(b.nextDue) || a.taskId - b.taskId;
}

/** Where a task stands on `today`: off, overdue, due this week (to Sunday), upcoming; done when completed this week and not due again in it. */
export function statusOf(item: PlanItem, today: CalendarDate): TaskStatus {
  if (!item.enabled) return 'off';
  const week = weekOf(today);
  if (item.lastDone && item.lastDone.date >= week.start && item.nextDue > week.end) return 'done';
  if (item.nextDue < today) return 'overdue';
  return item.nextDue <= week.end ? 'due' : 'upcoming';
}

/** The answer shape of one plan task. */
export function taskView(item: PlanItem, today: CalendarDate): PlanTask {
  const lib = item.library;
  const row = item.row;
  const custom = lib === null;
  return {
    taskId: item.taskId,
    slug: lib?.slug ?? null,
    custom,
    title: lib?.title ?? row?.title ?? '',
    why: lib?.why ?? row?.why ?? '',
    how: lib?.how ?? [],
    recurrence: item.rule,
    defaultRecurrence: lib && row?.recurrence ? lib.recurrence : null,
    recurrenceText: recurrenceText(item.rule),
    bestMonths: lib?.bestMonths ?? [],
    doneBy: (lib?.doneBy ?? row?.doneBy ?? 'DIY') as WhoDoes,
    minutes: lib?.minutes ?? row?.minutes ?? 30,
    cost: lib?.cost ?? { diySupplies: null, pro: null, source: 'Your own task' },
    neglectCost: lib?.neglectCost ?? null,
    component: lib?.component ?? 'custom',
    componentName: lib ? componentName(lib.component) : 'Your own task',
    enabled: item.enabled,
    nextDue: item.enabled ? item.nextDue : null,
    status: statusOf(item, today),
    lastDone: item.lastDone,
  };
}

/** Completions of a home between two dates (both included), newest first. */
export async function completionsBetween(db: Database, userPropertyId: number | null, from: CalendarDate, to: CalendarDate) {
  if (userPropertyId === null) return [];
  return db
    .select()
    .from(maintenanceTaskEvents)
    .where(and(eq(maintenanceTaskEvents.userPropertyId, userPropertyId), eq(maintenanceTaskEvents.kind, 'completed'), between(maintenanceTaskEvents.eventDate, from, to)))
    .orderBy(desc(maintenanceTaskEvents.eventDate), desc(maintenanceTaskEvents.id));
}

/** A home's history: completions, skips and snoozes, newest first. */
export async function planHistory(db: Database, userPropertyId: number | null): Promise<HistoryEvent[]> {
  if (userPropertyId === null) return [];
  const rows = await db
    .select({ event: maintenanceTaskEvents, task: maintenancePlanTasks })
    .from(maintenanceTaskEvents)
    // The home's own tasks (by the home's index), not a look-up in every home's tasks.
    .innerJoin(maintenancePlanTasks, and(eq(maintenancePlanTasks.id, maintenanceTaskEvents.planTaskId), eq(maintenancePlanTasks.userPropertyId, userPropertyId)))
    .where(eq(maintenanceTaskEvents.userPropertyId, userPropertyId))
    .orderBy(desc(maintenanceTaskEvents.eventDate), desc(maintenanceTaskEvents.id));
  return rows.map(({ event: e, task }) => ({
    eventId: e.id,
    taskId: e.planTaskId,
    title: task.slug ? (libraryTask(task.slug)?.title ?? task.slug) : (task.title ?? ''),
    kind: e.kind,
    date: e.eventDate,
    dueDate: e.dueDate,
    doneBy: (e.doneBy as WhoDoes | null) ?? null,
    proName: e.proName,
    cost: dollarsOf(e.costCents),
    note: e.note,
    snoozedTo: e.snoozedTo,
  }));
}

/** Count of a home's plan rows (for tests and the bench). */
export async function planTaskCount(db: Database, userPropertyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(maintenancePlanTasks)
    .where(eq(maintenancePlanTasks.userPropertyId, userPropertyId));
  return row?.n ?? 0;
}
