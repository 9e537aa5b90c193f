import { HOME_COMPONENTS, type HomeComponentKey, type HomeComponentSpec, type ComponentInstall } from '@homeworth/shared-lib/domain';

// The condition score of a home (REFERENCE.md method): only the API computes it (reports, valuation,
// sample data); the remotes show the figures the report answers. The component table (HOME_COMPONENTS)
// stays in shared-lib, where the owner-facts form reads the component names.

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
 * `priceComponent` prices replacing a component (the report passes cost-model `priceComponent` for
 * the home, so the report and the estimator agree); without it no cost is given (a score alone).
 */
export function conditionScore(
  installs: readonly ComponentInstall[],
  replacements: readonly ComponentReplacement[],
  currentYear: number,
  areaSqft: number,
  priceComponent: (spec: HomeComponentSpec, areaSqft: number) => number | null = () => null,
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
