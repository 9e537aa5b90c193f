/**
 * Home components, their expected useful lives and the condition score method
 * (REFERENCE.md, "Condition score: a common method").
 */

/** A component the condition score looks at. */
export type HomeComponentKey =
  | 'structure'
  | 'roof'
  | 'furnace'
  | 'airConditioning'
  | 'plumbing'
  | 'electrical'
  | 'interiorPaint'
  | 'flooring'
  | 'kitchenCabinets'
  | 'windows'
  | 'waterHeater';

/** Life, weight, replacement cost and the estimator project that renews a component. */
export interface HomeComponentSpec {
  key: HomeComponentKey;
  name: string;
  /** Expected useful life in years. */
  usefulLife: number;
  /** Share of the condition score; all weights sum to 1. */
  weight: number;
  /** National average replacement cost in dollars, or null when no sourced figure exists. */
  replacementCost: number | null;
  /** Estimator project slug (ESTIMATOR_PROJECTS) that replaces it, or null. */
  projectSlug: string | null;
}

/**
 * Useful lives: NAHB / Bank of America "Study of Life Expectancy of Home
 * Components" (2007), where REFERENCE.md lists them; ranges use their midpoint
 * (furnace 15-20 -> 18, central air 10-15 -> 13, aluminium windows 15-20 -> 18,
 * carpet 8-10 -> 9). Foundations and framing are "lifetime" in NAHB: 100 years
 * here. Plumbing supply lines (copper, 50) and electrical service (40) are not in
 * REFERENCE.md; they come from InterNACHI's "Standard Estimated Life Expectancy
 * Chart for Homes" (weaker source).
 * Weights: REFERENCE.md's example (structure 0.30, roof 0.15, HVAC 0.12, plumbing
 * 0.10, electrical 0.10, finishes 0.10, windows 0.08, water heater 0.05); HVAC is
 * split between furnace and air conditioning, finishes between paint, flooring and cabinets.
 * Replacement costs: REFERENCE.md national averages (Angi/HomeAdvisor, Fixr,
 * HomeGuide): roof $9,513, furnace $4,667, central air $7,200, tank water heater
 * $1,850 (midpoint of $600-$3,100), interior painting $2,021, electrical panel
 * $2,600 (midpoint of $1,200-$4,000, weak), kitchen $26,240; windows and floors
 * are priced per home by `componentReplacementCost`.
 */
export const HOME_COMPONENTS: readonly HomeComponentSpec[] = [
  { key: 'structure', name: 'Foundation and structure', usefulLife: 100, weight: 0.3, replacementCost: null, projectSlug: null },
  { key: 'roof', name: 'Roof', usefulLife: 20, weight: 0.15, replacementCost: 9513, projectSlug: 'Roofing-Cost-Estimator' },
  { key: 'furnace', name: 'Furnace', usefulLife: 18, weight: 0.06, replacementCost: 4667, projectSlug: 'Furnace-Replacement' },
  { key: 'airConditioning', name: 'Central air conditioning', usefulLife: 13, weight: 0.06, replacementCost: 7200, projectSlug: 'Air-Conditioning-Replacement' },
  { key: 'plumbing', name: 'Plumbing supply lines', usefulLife: 50, weight: 0.1, replacementCost: null, projectSlug: 'Repipe-House-Water-Supply-Lines' },
  { key: 'electrical', name: 'Electrical panel', usefulLife: 40, weight: 0.1, replacementCost: 2600, projectSlug: 'Electrical-Panel-Upgrade' },
  { key: 'interiorPaint', name: 'Interior paint', usefulLife: 15, weight: 0.04, replacementCost: 2021, projectSlug: 'Interior-Painting' },
  { key: 'flooring', name: 'Carpet and flooring', usefulLife: 9, weight: 0.03, replacementCost: null, projectSlug: 'Flooring-Replacement' },
  { key: 'kitchenCabinets', name: 'Kitchen cabinets', usefulLife: 50, weight: 0.03, replacementCost: 26240, projectSlug: 'Kitchen-Renovation-Cost' },
  { key: 'windows', name: 'Windows', usefulLife: 18, weight: 0.08, replacementCost: null, projectSlug: 'Window-Replacement' },
  { key: 'waterHeater', name: 'Water heater', usefulLife: 10, weight: 0.05, replacementCost: 1850, projectSlug: 'Hot-Water-Heater-Replacement' },
];

/** Average cost per window (Angi/HomeAdvisor, REFERENCE.md): $564. */
export const COST_PER_WINDOW = 564;
/** Carpet and flooring replacement per sq ft: low end of hardwood, $6 (HomeGuide, REFERENCE.md). */
export const FLOORING_COST_PER_SQFT = 6;

/** Replacement cost of a component for a home of `areaSqft`, or null when unsourced. */
export function componentReplacementCost(spec: HomeComponentSpec, areaSqft: number): number | null {
  // One window per 150 sq ft is a rule of thumb for a typical US single-family home.
  if (spec.key === 'windows') return Math.round(Math.max(6, areaSqft / 150)) * COST_PER_WINDOW;
  // Floors: about 60% of the living area is carpeted or floored rooms (the rest tile, wet rooms).
  if (spec.key === 'flooring') return Math.round(areaSqft * 0.6 * FLOORING_COST_PER_SQFT);
  return spec.replacementCost;
}

/** A component of a given home: when it was installed (or last replaced). */
export interface ComponentInstall {
  key: HomeComponentKey;
  installYear: number;
}

/** One component's part of the condition score. */
export interface ComponentCondition {
  key: HomeComponentKey;
  name: string;
  installYear: number;
  age: number;
  usefulLife: number;
  /** Years left, 0 when past its life. */
  remainingUsefulLife: number;
  /** clamp((life - age) / life, 0, 1): the share of its life left (what its depreciation follows). */
  remainingFraction: number;
  /** The share of condition it keeps: 1 while it has CONDITION_HORIZON_YEARS or more left, then falling to 0 at the end of its life. */
  conditionFraction: number;
  weight: number;
  /** Points of the 100 lost because of this component's age. */
  pointsLost: number;
  /** What replacing it would cost, in dollars (null when no cost is sourced). */
  replacementCost: number | null;
  /** Used-up share of the replacement cost, in dollars (null when no cost is sourced). */
  depreciationValue: number | null;
  projectSlug: string | null;
}

/** The condition score and its per-component detail. */
export interface ConditionScore {
  /** 0 to 100, rounded. */
  score: number;
  components: ComponentCondition[];
  /** Components that cost the most points first, only those that lost any. */
  dragging: ComponentCondition[];
}

/** A permit that replaced a component in `year` restarts that component's age. */
export interface ComponentReplacement {
  key: HomeComponentKey;
  year: number;
}

/**
 * A component costs condition points only over its last 20 years: one with decades of life left
 * (a 30-year-old foundation, 10-year-old plumbing) is in good condition, not two-thirds worn.
 */
export const CONDITION_HORIZON_YEARS = 20;

/**
 * Condition score: sum over components of weight x condition fraction, times 100, where the
 * condition fraction is the years left over min(life, CONDITION_HORIZON_YEARS), at most 1,
 * where a component's age counts from its install year or its latest replacement permit.
 * `priceComponent` prices replacing a component (the API passes the estimator's priced scope
 * for the home, so the report and the estimator agree); by default the national averages.
 */
export function conditionScore(
  installs: readonly ComponentInstall[],
  replacements: readonly ComponentReplacement[],
  currentYear: number,
  areaSqft: number,
  priceComponent: (spec: HomeComponentSpec, areaSqft: number) => number | null = componentReplacementCost,
): ConditionScore {
  const components = HOME_COMPONENTS.map((spec): ComponentCondition => {
    const installed = installs.find((i) => i.key === spec.key)?.installYear ?? currentYear;
    const replaced = replacements.filter((r) => r.key === spec.key && r.year <= currentYear).map((r) => r.year);
    const installYear = Math.max(installed, ...replaced);
    const age = Math.max(0, currentYear - installYear);
    const remainingUsefulLife = Math.max(0, spec.usefulLife - age);
    const remainingFraction = Math.min(1, remainingUsefulLife / spec.usefulLife);
    const conditionFraction = Math.min(1, remainingUsefulLife / Math.min(spec.usefulLife, CONDITION_HORIZON_YEARS));
    const cost = priceComponent(spec, areaSqft);
    return {
      key: spec.key,
      name: spec.name,
      installYear,
      age,
      usefulLife: spec.usefulLife,
      remainingUsefulLife,
      remainingFraction,
      conditionFraction,
      weight: spec.weight,
      pointsLost: spec.weight * (1 - conditionFraction) * 100,
      replacementCost: cost,
      depreciationValue: cost === null ? null : Math.round(cost * (1 - remainingFraction)),
      projectSlug: spec.projectSlug,
    };
  });
  const score = Math.round(components.reduce((sum, c) => sum + c.weight * c.conditionFraction * 100, 0));
  const dragging = components.filter((c) => c.pointsLost > 0.005).sort((a, b) => b.pointsLost - a.pointsLost);
  return { score, components, dragging };
}
