import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { userProperties } from '../property';
import { ownUserProperty } from '../property';
import { addDays, type CalendarDate } from './calendar-date';
import { dollarsOf, firstOccurrence, itemOf, ruleOf, taskView, type PlanTaskRow } from './maintenance-plan.service';
import type { PlanTask, Recurrence, WhoDoes } from './maintenance.schema';
import { maintenancePlanTasks, maintenanceTaskEvents } from './maintenance.tables';
import { nextOccurrenceAfter } from './recurrence';
import { libraryTask } from './task-library';

// What the owner does with a plan's tasks: complete, snooze, skip, turn off and on, change the
// frequency, and keep their own tasks. Every change names the task by its id and is refused (404)
// for a task that is not in one of the caller's homes.

/** Answered for a task id that is not in one of the caller's homes. */
export const TASK_NOT_FOUND_MESSAGE = 'We could not find this maintenance task.';
/** Most own tasks a home can have. */
export const MAX_CUSTOM_TASKS_PER_HOME = 200;

/** The caller's plan task (not deleted, still in the plan), or 404. */
export async function ownedTask(db: Database, userId: number, taskId: number): Promise<PlanTaskRow> {
  const [row] = await db
    .select({ task: maintenancePlanTasks })
    .from(maintenancePlanTasks)
    .innerJoin(userProperties, eq(userProperties.id, maintenancePlanTasks.userPropertyId))
    .where(and(eq(maintenancePlanTasks.id, taskId), eq(userProperties.userId, userId), eq(maintenancePlanTasks.applicable, true), isNull(maintenancePlanTasks.deletedAt)));
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, TASK_NOT_FOUND_MESSAGE);
  return row.task;
}

/** The answer of a task after a change. */
async function viewOf(db: Database, taskId: number, today: CalendarDate): Promise<PlanTask> {
  const [row] = await db.select().from(maintenancePlanTasks).where(eq(maintenancePlanTasks.id, taskId));
  const [last] = await db
    .select()
    .from(maintenanceTaskEvents)
    .where(and(eq(maintenanceTaskEvents.planTaskId, taskId), eq(maintenanceTaskEvents.kind, 'completed')))
    .orderBy(desc(maintenanceTaskEvents.eventDate), desc(maintenanceTaskEvents.id))
    .limit(1);
  const lastDone = last ? { date: last.eventDate, doneBy: (last.doneBy ?? 'DIY') as WhoDoes, proName: last.proName, cost: dollarsOf(last.costCents) } : null;
  return taskView(itemOf(row!, lastDone), today);
}

function badField(field: string, message: string): ApiError {
  return new ApiError(400, ERROR_CODES.validation, message, { field });
}

function mustBeOn(row: PlanTaskRow): void {
  if (!row.enabled) throw new ApiError(409, 'TASK_OFF', 'This task is turned off. Turn it on first.');
}

/** Whether the task was ever completed (then its anchor is its last completion). */
async function everCompleted(db: Database, taskId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(maintenanceTaskEvents)
    .where(and(eq(maintenanceTaskEvents.planTaskId, taskId), eq(maintenanceTaskEvents.kind, 'completed')));
  return (row?.n ?? 0) > 0;
}

/**
 * Completes a task on `date` (the owner's today or earlier): the history keeps when, by whom and for how much,
 * and the next due date counts from the completion day by the task's rule, not from the old due date.
 */
export async function completeTask(
  db: Database,
  userId: number,
  taskId: number,
  input: { date: CalendarDate; doneBy: WhoDoes; proName?: string | undefined; cost?: number | undefined; note?: string | undefined },
  today: CalendarDate,
): Promise<PlanTask> {
  const row = await ownedTask(db, userId, taskId);
  mustBeOn(row);
  // The owner's today may be a day ahead of the API's UTC today (time zones east of UTC, up to UTC+14).
  if (input.date > addDays(today, 1)) throw badField('date', 'The completion date cannot be in the future.');
  const next = nextOccurrenceAfter(ruleOf(row), input.date, input.date) ?? addDays(input.date, 365);
  await db.transaction(async (tx) => {
    await tx.insert(maintenanceTaskEvents).values({
      planTaskId: row.id,
      userPropertyId: row.userPropertyId,
      kind: 'completed',
      eventDate: input.date,
      dueDate: row.nextDue,
      doneBy: input.doneBy,
      proName: input.doneBy === 'PRO' ? input.proName || null : null,
      costCents: input.cost === undefined ? null : Math.round(input.cost * 100),
      note: input.note || null,
    });
    await tx.update(maintenancePlanTasks).set({ anchorDate: input.date, nextDue: next, updatedAt: new Date() }).where(eq(maintenancePlanTasks.id, row.id));
  });
  return viewOf(db, row.id, today);
}

/** Snoozes a task to a date after today, or by `days` from its due date (from today when overdue). */
export async function snoozeTask(
  db: Database,
  userId: number,
  taskId: number,
  input: { until?: CalendarDate | undefined; days?: number | undefined },
  today: CalendarDate,
): Promise<PlanTask> {
  const row = await ownedTask(db, userId, taskId);
  mustBeOn(row);
  const from = row.nextDue > today ? row.nextDue : today;
  const until = input.until ?? addDays(from, input.days ?? 7);
  if (until <= today) throw badField('until', 'Snooze to a date after today.');
  await db.transaction(async (tx) => {
    await tx
      .insert(maintenanceTaskEvents)
      .values({ planTaskId: row.id, userPropertyId: row.userPropertyId, kind: 'snoozed', eventDate: today, dueDate: row.nextDue, snoozedTo: until });
    await tx.update(maintenancePlanTasks).set({ nextDue: until, updatedAt: new Date() }).where(eq(maintenancePlanTasks.id, row.id));
  });
  return viewOf(db, row.id, today);
}

/** Skips a task's due occurrence: it moves to the rule's next occurrence after its due date (after today when overdue). */
export async function skipTask(db: Database, userId: number, taskId: number, today: CalendarDate): Promise<PlanTask> {
  const row = await ownedTask(db, userId, taskId);
  mustBeOn(row);
  const after = row.nextDue > today ? row.nextDue : today;
  const next = nextOccurrenceAfter(ruleOf(row), row.anchorDate, after) ?? addDays(after, 365);
  await db.transaction(async (tx) => {
    await tx.insert(maintenanceTaskEvents).values({ planTaskId: row.id, userPropertyId: row.userPropertyId, kind: 'skipped', eventDate: today, dueDate: row.nextDue });
    await tx.update(maintenancePlanTasks).set({ nextDue: next, updatedAt: new Date() }).where(eq(maintenancePlanTasks.id, row.id));
  });
  return viewOf(db, row.id, today);
}

/** Turns a task off, or on again (then due again from today by its rule). */
export async function setTaskEnabled(db: Database, userId: number, taskId: number, enabled: boolean, today: CalendarDate): Promise<PlanTask> {
  const row = await ownedTask(db, userId, taskId);
  if (row.enabled !== enabled) {
    const restart = enabled ? { anchorDate: today, nextDue: firstOccurrence(ruleOf(row), today) } : {};
    await db
      .update(maintenancePlanTasks)
      .set({ enabled, ...restart, updatedAt: new Date() })
      .where(eq(maintenancePlanTasks.id, row.id));
  }
  return viewOf(db, row.id, today);
}

/** The next due date under a new rule: from the last completion when there is one, else from the task's start. */
async function rescheduled(db: Database, row: PlanTaskRow, rule: Recurrence): Promise<CalendarDate> {
  if (await everCompleted(db, row.id)) return nextOccurrenceAfter(rule, row.anchorDate, row.anchorDate) ?? row.nextDue;
  return firstOccurrence(rule, row.anchorDate);
}

const sameRule = (a: Recurrence, b: Recurrence) => JSON.stringify({ ...a, byMonth: a.byMonth ?? null }) === JSON.stringify({ ...b, byMonth: b.byMonth ?? null });

/** Changes a task's frequency (null: the library's again); the next due date follows the new rule. */
export async function setTaskRecurrence(db: Database, userId: number, taskId: number, recurrence: Recurrence | null, today: CalendarDate): Promise<PlanTask> {
  const row = await ownedTask(db, userId, taskId);
  const library = row.slug ? libraryTask(row.slug) : undefined;
  if (!library && recurrence === null) throw badField('recurrence', 'Your own task needs a rule: give its frequency.');
  const rule = recurrence ?? library!.recurrence;
  // The library's own rule is stored as none, so a later library correction reaches this home too.
  const stored = library && sameRule(rule, library.recurrence) ? null : rule;
  await db
    .update(maintenancePlanTasks)
    .set({ recurrence: stored, nextDue: await rescheduled(db, row, rule), updatedAt: new Date() })
    .where(eq(maintenancePlanTasks.id, row.id));
  return viewOf(db, row.id, today);
}

/** Input of an own task. */
export interface CustomTaskInput {
  title: string;
  why?: string | undefined;
  recurrence: Recurrence;
  firstDue?: CalendarDate | undefined;
  doneBy: WhoDoes;
  minutes?: number | undefined;
}

/** Adds an own task to one of the user's homes, first due on `firstDue` (default today) or its rule's first occurrence from it. */
export async function createCustomTask(db: Database, userId: number, userPropertyId: number, input: CustomTaskInput, today: CalendarDate): Promise<PlanTask> {
  await ownUserProperty(db, userId, userPropertyId);
  const [existing] = await db
    .select({ n: count() })
    .from(maintenancePlanTasks)
    .where(and(eq(maintenancePlanTasks.userPropertyId, userPropertyId), isNull(maintenancePlanTasks.slug), isNull(maintenancePlanTasks.deletedAt)));
  if ((existing?.n ?? 0) >= MAX_CUSTOM_TASKS_PER_HOME) throw new ApiError(409, 'CUSTOM_TASK_LIMIT', `A home can have at most ${MAX_CUSTOM_TASKS_PER_HOME} tasks of your own.`);
  const anchor = input.firstDue ?? today;
  const [row] = await db
    .insert(maintenancePlanTasks)
    .values({
      userPropertyId,
      slug: null,
      title: input.title,
      why: input.why ?? null,
      doneBy: input.doneBy,
      minutes: input.minutes ?? null,
      recurrence: input.recurrence,
      anchorDate: anchor,
      nextDue: firstOccurrence(input.recurrence, anchor),
    })
    .returning();
  return viewOf(db, row!.id, today);
}

/** The caller's own task, or 404; a library task answers 400 (its frequency is changed with the recurrence route). */
async function ownedCustomTask(db: Database, userId: number, taskId: number): Promise<PlanTaskRow> {
  const row = await ownedTask(db, userId, taskId);
  if (row.slug !== null) throw new ApiError(400, 'NOT_CUSTOM_TASK', 'Only your own tasks can be edited or deleted; turn a library task off or change its frequency instead.');
  return row;
}

/** Edits an own task; a new rule or due date reschedules it. */
export async function updateCustomTask(
  db: Database,
  userId: number,
  taskId: number,
  input: Partial<Omit<CustomTaskInput, 'firstDue'>> & { nextDue?: CalendarDate | undefined },
  today: CalendarDate,
): Promise<PlanTask> {
  const row = await ownedCustomTask(db, userId, taskId);
  const rule = input.recurrence ?? ruleOf(row);
  const schedule = input.nextDue !== undefined ? { anchorDate: input.nextDue, nextDue: input.nextDue } : input.recurrence ? { nextDue: await rescheduled(db, row, rule) } : {};
  await db
    .update(maintenancePlanTasks)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.why !== undefined ? { why: input.why } : {}),
      ...(input.doneBy !== undefined ? { doneBy: input.doneBy } : {}),
      ...(input.minutes !== undefined ? { minutes: input.minutes } : {}),
      recurrence: rule,
      ...schedule,
      updatedAt: new Date(),
    })
    .where(eq(maintenancePlanTasks.id, row.id));
  return viewOf(db, row.id, today);
}

/** Deletes an own task from the plan; its history stays in the home's history. */
export async function deleteCustomTask(db: Database, userId: number, taskId: number): Promise<void> {
  const row = await ownedCustomTask(db, userId, taskId);
  await db.update(maintenancePlanTasks).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(maintenancePlanTasks.id, row.id));
}
