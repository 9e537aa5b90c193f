import { createHash } from 'node:crypto';
import { propertyDataProvider } from '../modules/property';
import { addDays, type CalendarDate } from '../modules/maintenance/calendar-date';
import { climateZoneFor } from '../modules/maintenance/climate-zone';
import { defaultHomeSystems } from '../modules/maintenance/home-systems';
import { firstOccurrence, firstSchedule } from '../modules/maintenance/maintenance-plan.service';
import { applicableTasks, type LibraryTask } from '../modules/maintenance/task-library';
import { maintenancePlans, maintenancePlanTasks, maintenanceTaskEvents } from '../db/schema';
import type { ScaleProperty } from './scale-addresses';
import { takeIds, write, type ScaleContext } from './scale-context';

/** A home to give a maintenance plan: its user-property id and property. */
export interface PlanHomeInput {
  userPropertyId: number;
  property: ScaleProperty;
}

const PRO_NAMES = ['Lone Star HVAC', 'Clearwater Plumbing', 'Summit Roofing', 'Green Lawn Care', 'Bright Spark Electric', 'Gutter Pros'];

/** Days between occurrences of a task's rule (roughly). */
function periodDays(task: LibraryTask): number {
  const r = task.recurrence;
  return r.freq === 'WEEKLY' ? 7 * r.interval : r.freq === 'MONTHLY' ? 30 * r.interval : 365 * r.interval;
}

/**
 * Each home's plan as the product makes it (the library tasks that apply to the home's facts, the
 * same applicability key, so opening the plan does not make it again), with `years` of history:
 * completions (DIY or by a pro, with costs), some skips and snoozes, at each task's own rhythm.
 */
export async function seedMaintenance(context: ScaleContext, homes: readonly PlanHomeInput[], years: number): Promise<void> {
  const provider = propertyDataProvider();
  const { random, today } = context;
  const currentYear = Number(today.slice(0, 4));
  const plans: Array<typeof maintenancePlans.$inferInsert> = [];
  const tasks: Array<typeof maintenancePlanTasks.$inferInsert> = [];
  const events: Array<typeof maintenanceTaskEvents.$inferInsert> = [];
  for (const home of homes) {
    const facts = provider.homeFacts(home.property);
    const climate = climateZoneFor(home.property.state, home.property.zipCode);
    const applicable = applicableTasks({
      yearBuilt: facts.yearBuilt,
      currentYear,
      climate,
      systems: defaultHomeSystems({ pool: facts.pool, garagePlaces: facts.garagePlaces }, climate),
    });
    const key = createHash('sha256')
      .update(applicable.map((t) => t.slug).join(','))
      .digest('hex');
    plans.push({ userPropertyId: home.userPropertyId, applicableKey: key, generatedAt: context.now });
    const firstTaskId = takeIds(context, 'maintenance_plan_tasks', applicable.length);
    applicable.forEach((task, i) => {
      const planTaskId = firstTaskId + i;
      const period = periodDays(task);
      // Owners log about half their tasks, each at most four times: a monthly task's history is its last four months.
      const count = random.chance(0.5) ? Math.min(4, Math.floor((years * 365) / period)) : 0;
      let last: CalendarDate | null = null;
      for (let n = count; n >= 1; n -= 1) {
        const due = addDays(today, -n * period);
        const roll = random.next();
        const kind = roll < 0.82 ? 'completed' : roll < 0.94 ? 'skipped' : 'snoozed';
        const eventDate = addDays(due, random.int(0, 6));
        if (eventDate > today) continue;
        const pro = kind === 'completed' && random.chance(0.3);
        events.push({
          planTaskId,
          userPropertyId: home.userPropertyId,
          kind,
          eventDate,
          dueDate: due,
          doneBy: kind === 'completed' ? (pro ? 'PRO' : 'DIY') : null,
          proName: pro ? random.pick(PRO_NAMES) : null,
          costCents: kind === 'completed' ? random.int(0, pro ? 40_000 : 5_000) : null,
          note: kind === 'completed' && random.chance(0.1) ? 'All good.' : null,
          snoozedTo: kind === 'snoozed' ? addDays(eventDate, 7) : null,
          createdAt: new Date(`${eventDate}T12:00:00Z`),
        });
        if (kind === 'completed') last = eventDate;
      }
      const fresh = firstSchedule(task, today);
      const anchor = last ?? fresh.anchor;
      tasks.push({
        id: planTaskId,
        userPropertyId: home.userPropertyId,
        slug: task.slug,
        anchorDate: anchor,
        nextDue: last ? firstOccurrence(task.recurrence, addDays(last, Math.max(1, period - 3))) : fresh.nextDue,
        enabled: random.chance(0.97),
      });
    });
  }
  await write(context, 'maintenance_plans', maintenancePlans, plans);
  await write(context, 'maintenance_plan_tasks', maintenancePlanTasks, tasks);
  await write(context, 'maintenance_task_events', maintenanceTaskEvents, events);
}
