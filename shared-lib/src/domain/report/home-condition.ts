/**
 * Home components and their expected useful lives (REFERENCE.md, "Condition score: a common
 * method"). The API computes the score itself (api/src/modules/property/condition-score.ts).
 */

/** A component the condition score looks at. */
export type HomeComponentKey =
  'structure' | 'roof' | 'furnace' | 'airConditioning' | 'plumbing' | 'electrical' | 'interiorPaint' | 'flooring' | 'kitchenCabinets' | 'windows' | 'waterHeater';

/** Life, weight and the estimator project that renews a component (its price for a home comes from that project). */
export interface HomeComponentSpec {
  key: HomeComponentKey;
  name: string;
  /** Expected useful life in years. */
  usefulLife: number;
  /** Share of the condition score; all weights sum to 1. */
  weight: number;
  /**
   * Estimator project slug (ESTIMATOR_PROJECTS) that replaces this component and nothing more (the
   * cabinet run for cabinets, not a kitchen remodel), or null; the API prices it at the project's
   * default scope for the home and its state.
   */
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
 * Replacement costs are not here: each is the estimator's price of the component's project for
 * the home (api cost-model `priceComponent`), so every page shows one price per component.
 */
export const HOME_COMPONENTS: readonly HomeComponentSpec[] = [
  { key: 'structure', name: 'Foundation and structure', usefulLife: 100, weight: 0.3, projectSlug: null },
  { key: 'roof', name: 'Roof', usefulLife: 20, weight: 0.15, projectSlug: 'Roofing-Cost-Estimator' },
  { key: 'furnace', name: 'Furnace', usefulLife: 18, weight: 0.06, projectSlug: 'Furnace-Replacement' },
  { key: 'airConditioning', name: 'Central air conditioning', usefulLife: 13, weight: 0.06, projectSlug: 'Air-Conditioning-Replacement' },
  { key: 'plumbing', name: 'Plumbing supply lines', usefulLife: 50, weight: 0.1, projectSlug: 'Repipe-House-Water-Supply-Lines' },
  { key: 'electrical', name: 'Electrical panel', usefulLife: 40, weight: 0.1, projectSlug: 'Electrical-Panel-Upgrade' },
  { key: 'interiorPaint', name: 'Interior paint', usefulLife: 15, weight: 0.04, projectSlug: 'Interior-Painting' },
  { key: 'flooring', name: 'Carpet and flooring', usefulLife: 9, weight: 0.03, projectSlug: 'Flooring-Replacement' },
  { key: 'kitchenCabinets', name: 'Kitchen cabinets', usefulLife: 50, weight: 0.03, projectSlug: 'Cabinets' },
  { key: 'windows', name: 'Windows', usefulLife: 18, weight: 0.08, projectSlug: 'Window-Replacement' },
  { key: 'waterHeater', name: 'Water heater', usefulLife: 10, weight: 0.05, projectSlug: 'Hot-Water-Heater-Replacement' },
];

/** A component of a given home: when it was installed (or last replaced). */
export interface ComponentInstall {
  key: HomeComponentKey;
  installYear: number;
}
