import { HOME_COMPONENTS, type HomeComponentSpec } from '@homeworth/shared-lib/domain';
import { estimatorLink } from '../property';
import type { HomeReport } from '../property';

/**
 * Remaining life and replacement budget of a home's components.
 *
 * Expected lives are the report's (shared-lib HOME_COMPONENTS: NAHB / Bank of America "Study of Life
 * Expectancy of Home Components", 2007, as REFERENCE.md lists them; InterNACHI for plumbing and
 * electrical). Maintenance does not lengthen them here: NAHB's figures already assume normal upkeep,
 * and no source we have quantifies how many years a given task adds, so `lifeExtension` is 0 for
 * every component (the field exists so a sourced figure can be added beside its source).
 * Install years and replacement costs are the home report's (its one source of figures), named by
 * the component's project slug.
 */

/** Years of the spending series. */
export const BUDGET_YEARS = 10;

/** One component's line of the budget. */
export interface ComponentBudget {
  key: string;
  name: string;
  installYear: number;
  age: number;
  expectedLife: number;
  lifeExtension: number;
  lifeExtensionSource: string | null;
  remainingLife: number;
  replaceYear: number;
  replacementCost: number | null;
  projectSlug: string | null;
  estimatorUrl: string | null;
  lifeSource: string;
}

const LIFE_SOURCE = 'NAHB / Bank of America, Study of Life Expectancy of Home Components (2007); InterNACHI for plumbing and electrical';

/** What the budget reads of a home. */
export interface BudgetHome {
  state: string;
  city: string;
  zipCode: string;
  buildingArea: number;
  yearBuilt: number;
  /** The report's value: the estimator opened from a cost prices the return on the same home. */
  currentValue: number;
  /** The report's components (install years after permits and owner corrections, replacement costs). */
  components: HomeReport['condition']['components'];
}

/** The budget of a home in `currentYear`: each component, the 10-year spending series and the monthly set-aside. */
export function replacementBudget(home: BudgetHome, currentYear: number, price: (spec: HomeComponentSpec) => number | null = reportedCost(home)) {
  const components: ComponentBudget[] = HOME_COMPONENTS.map((spec) => {
    const reported = home.components.find((c) => c.key === spec.key);
    const installYear = reported?.installYear ?? home.yearBuilt;
    const age = Math.max(0, currentYear - installYear);
    const remainingLife = Math.max(0, spec.usefulLife - age);
    return {
      key: spec.key,
      name: spec.name,
      installYear,
      age,
      expectedLife: spec.usefulLife,
      lifeExtension: 0,
      lifeExtensionSource: null,
      remainingLife,
      replaceYear: currentYear + remainingLife,
      replacementCost: price(spec),
      projectSlug: spec.projectSlug,
      estimatorUrl: spec.projectSlug ? estimatorLink(spec.projectSlug, home) : null,
      lifeSource: LIFE_SOURCE,
    };
  });
  // Past their life first, then the fewest years left; Kitchen, Windows, Roof first among equals.
  const priority = ['kitchenCabinets', 'windows', 'roof'];
  const rank = (key: string) => priority.indexOf(key) + 1 || 99;
  components.sort((a, b) => a.remainingLife - b.remainingLife || rank(a.key) - rank(b.key));

  const series = Array.from({ length: BUDGET_YEARS }, (_, i) => ({ year: currentYear + i, amount: 0, components: [] as string[] }));
  for (const c of components) {
    if (c.replacementCost === null) continue;
    // A short-lived part (floors, water heater) can come round again inside the ten years.
    for (let year = c.replaceYear; year < currentYear + BUDGET_YEARS; year += c.expectedLife) {
      const slot = series[year - currentYear]!;
      slot.amount += c.replacementCost;
      slot.components.push(c.key);
    }
  }
  const total10Years = series.reduce((sum, s) => sum + s.amount, 0);
  return { year: currentYear, components, series, total10Years, monthlySetAside: Math.ceil(total10Years / (BUDGET_YEARS * 12)) };
}

/** Each component's replacement cost as the home's report gives it. */
function reportedCost(home: BudgetHome) {
  return (spec: HomeComponentSpec): number | null => home.components.find((c) => c.key === spec.key)?.replacementCost ?? null;
}
