/**
 * Home components and their expected useful lives (REFERENCE.md, "Condition score: a common
 * method"). The API computes the score itself (api/src/modules/property/condition-score.ts).
 */

/** A component the condition score looks at. */
export type HomeComponentKey =
  'structure' | 'roof' | 'furnace' | 'airConditioning' | 'plumbing' | 'electrical' | 'interiorPaint' | 'flooring' | 'kitchenCabinets' | 'windows' | 'waterHeater';

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
 * are priced per home by the API (`componentReplacementCost`, condition-score.ts).
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

/** A component of a given home: when it was installed (or last replaced). */
export interface ComponentInstall {
  key: HomeComponentKey;
  installYear: number;
}
