import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { CalendarDate } from './calendar-date';
import { applicableKeyOf, byDue, dollarsOf, itemOf, planItems, type PlanItem, type PlanTaskRow } from './maintenance-plan.service';
import type { HomeSystems, PlanTask, WhoDoes } from './maintenance.schema';
import { maintenanceHomeSystems, maintenancePlans, maintenancePlanTasks, maintenanceTaskEvents } from './maintenance.tables';
import type { PlanScope } from './plan-home.service';
import { applicableTasks } from './task-library';

/** The stored plans of many homes, read with one query per table (the weekly email reads a batch's homes so). */
export interface StoredPlans {
  systems: Map<number, HomeSystems>;
  keys: Map<number, string>;
  tasks: Map<number, PlanTaskRow[]>;
  lastDone: Map<number, NonNullable<PlanTask['lastDone']>>;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Reads the systems answers, plans, plan tasks and each task's last completion of `userPropertyIds`. */
export async function storedPlans(db: Database, userPropertyIds: number[]): Promise<StoredPlans> {
  if (userPropertyIds.length === 0) return { systems: new Map(), keys: new Map(), tasks: new Map(), lastDone: new Map() };
  const systems = await db.select().from(maintenanceHomeSystems).where(inArray(maintenanceHomeSystems.userPropertyId, userPropertyIds));
  const plans = await db.select().from(maintenancePlans).where(inArray(maintenancePlans.userPropertyId, userPropertyIds));
  const tasks = await db
    .select()
    .from(maintenancePlanTasks)
    .where(and(inArray(maintenancePlanTasks.userPropertyId, userPropertyIds), eq(maintenancePlanTasks.applicable, true), isNull(maintenancePlanTasks.deletedAt)));
  // The newest completion of each task only, however long the homes' histories are.
  const completions = await db
    .selectDistinctOn([maintenanceTaskEvents.planTaskId])
    .from(maintenanceTaskEvents)
    .where(and(inArray(maintenanceTaskEvents.userPropertyId, userPropertyIds), eq(maintenanceTaskEvents.kind, 'completed')))
    .orderBy(maintenanceTaskEvents.planTaskId, desc(maintenanceTaskEvents.eventDate), desc(maintenanceTaskEvents.id));
  return {
    systems: new Map(systems.map((s) => [s.userPropertyId, s.systems])),
    keys: new Map(plans.map((p) => [p.userPropertyId, p.applicableKey])),
    tasks: groupBy(tasks, (t) => t.userPropertyId),
    lastDone: new Map(completions.map((e) => [e.planTaskId, { date: e.eventDate, doneBy: (e.doneBy ?? 'DIY') as WhoDoes, proName: e.proName, cost: dollarsOf(e.costCents) }])),
  };
}

/** A home's plan items from the stored plans when its plan is current; otherwise made again as planItems does. */
export async function planItemsFromStored(db: Database, scope: PlanScope, today: CalendarDate, stored: StoredPlans): Promise<PlanItem[]> {
  const id = scope.userPropertyId;
  if (id === null || stored.keys.get(id) !== applicableKeyOf(applicableTasks(scope.profile))) return planItems(db, scope, today);
  return (stored.tasks.get(id) ?? []).map((row) => itemOf(row, stored.lastDone.get(row.id) ?? null)).sort(byDue);
}
