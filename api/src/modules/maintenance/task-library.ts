import type { ClimateZone } from './climate-zone';
import type { HomeSystems } from './maintenance.schema';
import { PLAN_COMPONENTS, type LibraryTask } from './task-library.types';
import { EXTERIOR_TASKS } from './tasks/exterior';
import { HEATING_COOLING_WATER_TASKS } from './tasks/heating-cooling-water';
import { INTERIOR_SAFETY_TASKS } from './tasks/interior-safety';
import { SPECIAL_SYSTEMS_TASKS } from './tasks/special-systems';

export { PLAN_COMPONENTS, type LibraryTask, type PlanComponent } from './task-library.types';

/**
 * The maintenance task library: one table for the plan API and the report's maintenance cards. The
 * sources of each group are named at the top of its file under `tasks/`.
 */
export const TASK_LIBRARY: readonly LibraryTask[] = [...HEATING_COOLING_WATER_TASKS, ...EXTERIOR_TASKS, ...INTERIOR_SAFETY_TASKS, ...SPECIAL_SYSTEMS_TASKS];

const BY_SLUG = new Map(TASK_LIBRARY.map((t) => [t.slug, t]));

/** The library task of a slug, if any. */
export function libraryTask(slug: string): LibraryTask | undefined {
  return BY_SLUG.get(slug);
}

/** The name of a plan component. */
export function componentName(key: string): string {
  return (PLAN_COMPONENTS as Record<string, string>)[key] ?? key;
}

/** What applicability looks at. */
export interface HomeProfile {
  yearBuilt: number;
  currentYear: number;
  climate: ClimateZone;
  systems: HomeSystems;
}

/** True when every condition of the task's `when` holds for the home. */
export function taskApplies(task: LibraryTask, home: HomeProfile): boolean {
  const w = task.when;
  const age = home.currentYear - home.yearBuilt;
  if (w.systems?.some((s) => !home.systems[s])) return false;
  if (w.withoutSystems?.some((s) => home.systems[s])) return false;
  if (w.heatingFuel && !w.heatingFuel.includes(home.systems.heatingFuel)) return false;
  if (w.fireplace && (home.systems.fireplace === 'none' || !w.fireplace.includes(home.systems.fireplace))) return false;
  if (w.climateZones && !w.climateZones.includes(home.climate.number)) return false;
  if (w.moisture && (home.climate.moisture === '' || !w.moisture.includes(home.climate.moisture))) return false;
  if (w.minHomeAge !== undefined && age < w.minHomeAge) return false;
  if (w.builtBefore !== undefined && home.yearBuilt >= w.builtBefore) return false;
  return true;
}

/** The library tasks that apply to a home, in library order. */
export function applicableTasks(home: HomeProfile): LibraryTask[] {
  return TASK_LIBRARY.filter((t) => taskApplies(t, home));
}
