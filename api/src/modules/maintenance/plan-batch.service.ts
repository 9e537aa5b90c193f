import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { CalendarDate } from './calendar-date';
import { applicableKeyOf, byDue, dollarsOf, firstSchedule, itemOf, planItems, type PlanItem, type PlanTaskRow } from './maintenance-plan.service';
import type { HomeSystems, PlanTask, WhoDoes } from './maintenance.schema';
import { maintenanceHomeSystems, maintenancePlans, maintenancePlanTasks, maintenanceTaskEvents } from './maintenance.tables';
import { mapPool } from '../../jobs/map-pool';
import type { PropertyRow } from '../property';
import { partsOf } from './calendar-date';
import { scopeOf, type MaintenanceDeps, type PlanScope } from './plan-home.service';
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

/** The plans of a batch's homes: each home's scope (report, climate, systems) and the stored plans. */
export interface HomePlans {
  scopes: Map<number, PlanScope>;
  stored: StoredPlans;
}

/**
 * Reads the plans of many homes of their owners: stored plans in one query per table, each home's
 * scope (its report from the shared cache) `concurrency` at a time, and the plans of homes that have
 * none yet made together (one insert of all their tasks; the same first schedule as syncPlan).
 */
export async function readHomePlans(
  deps: MaintenanceDeps,
  homes: ReadonlyArray<{ userPropertyId: number; property: PropertyRow }>,
  today: CalendarDate,
  concurrency: number,
): Promise<HomePlans> {
  const ids = homes.map((h) => h.userPropertyId);
  const stored = await storedPlans(deps.db, ids);
  const year = partsOf(today).year;
  const scopes = new Map(
    await mapPool(
      homes,
      concurrency,
      async (h) => [h.userPropertyId, await scopeOf(deps, h.property, h.userPropertyId, year, false, stored.systems.get(h.userPropertyId) ?? null)] as const,
    ),
  );
  const fresh = [...scopes.values()].filter((s) => s.userPropertyId !== null && !stored.keys.has(s.userPropertyId) && !stored.tasks.has(s.userPropertyId));
  if (fresh.length > 0) {
    const rows = fresh.flatMap((s) =>
      applicableTasks(s.profile).map((t) => {
        const { anchor, nextDue } = firstSchedule(t, today);
        return { userPropertyId: s.userPropertyId!, slug: t.slug, anchorDate: anchor, nextDue };
      }),
    );
    for (let i = 0; i < rows.length; i += 1000)
      await deps.db
        .insert(maintenancePlanTasks)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    await deps.db
      .insert(maintenancePlans)
      .values(fresh.map((s) => ({ userPropertyId: s.userPropertyId!, applicableKey: applicableKeyOf(applicableTasks(s.profile)) })))
      .onConflictDoNothing();
    const made = await storedPlans(
      deps.db,
      fresh.map((s) => s.userPropertyId!),
    );
    for (const [id, key] of made.keys) stored.keys.set(id, key);
    for (const [id, tasks] of made.tasks) stored.tasks.set(id, tasks);
  }
  return { scopes, stored };
}

/** A home's plan items from the stored plans when its plan is current; otherwise made again as planItems does. */
export async function planItemsFromStored(db: Database, scope: PlanScope, today: CalendarDate, stored: StoredPlans): Promise<PlanItem[]> {
  const id = scope.userPropertyId;
  if (id === null || stored.keys.get(id) !== applicableKeyOf(applicableTasks(scope.profile))) return planItems(db, scope, today);
  return (stored.tasks.get(id) ?? []).map((row) => itemOf(row, stored.lastDone.get(row.id) ?? null)).sort(byDue);
}
