import { type EstimatorAnswers, type HomeComponentSpec } from '@homeworth/shared-lib/domain';
import { priceComponent, priceDefaultScope } from '../cost-model';

/**
 * The report's recommended projects: projects with a national Cost vs. Value figure, each priced
 * by the estimator at the default scope for this home (midrange, the home's state, size and
 * value), so the report shows what the estimator shows for the same home. The return follows the
 * Cost vs. Value project whose scope matches (see estimation/recoup-mapping.ts).
 */
export const RECOMMENDED_PROJECTS: readonly { slug: string; projectName: string }[] = [
  { slug: 'Garage-Door-Replacement', projectName: 'Garage Door Replacement' },
  { slug: 'Window-Replacement', projectName: 'Window Replacement' },
  { slug: 'Bathroom-Renovation-Cost', projectName: 'Bathroom Remodel' },
  { slug: 'Roofing-Cost-Estimator', projectName: 'Roof Replacement' },
  { slug: 'Kitchen-Renovation-Cost', projectName: 'Kitchen Remodel' },
];

/** The remodel cost link list: label and estimator slug. */
export const REMODEL_COST_LINKS: readonly { label: string; slug: string }[] = [
  { label: 'Kitchen', slug: 'Kitchen-Renovation-Cost' },
  { label: 'Master Bathroom', slug: 'Master-Bathroom-Remodel-Cost' },
  { label: '2nd Bathroom', slug: 'Bathroom-Renovation-Cost' },
  { label: 'Floors', slug: 'Flooring-Replacement' },
  { label: 'Exterior Paint', slug: 'Exterior-Painting' },
];

/** A home's property answers as the estimator takes them (the estimator's step limits apply to what a user types, not to sample data). */
export function homeAnswers(home: { state: string; buildingArea: number; yearBuilt: number; currentValue: number }): EstimatorAnswers {
  return { 'property-address': { state: home.state }, 'home-size': home.buildingArea, 'home-value': home.currentValue, 'home-age': home.yearBuilt };
}

/** Recommended projects for a home, best estimated profit first; a project no published scope matches is left out. */
export function recommendedProjectsFor(home: EstimatorAnswers, index: number, url: (slug: string) => string) {
  return RECOMMENDED_PROJECTS.flatMap(({ slug, projectName }) => {
    const { total, roi } = priceDefaultScope(slug, home, index);
    if (roi.recoupRate === null || roi.roi === null) return [];
    return [
      {
        projectName,
        estimatedProfit: roi.roi > 0 ? roi.roi : null,
        estimatedCost: total,
        recoupPercent: Math.round(roi.recoupRate * 1000) / 10,
        recoupExplanation: roi.recoupExplanation,
        url: url(slug),
      },
    ];
  }).sort((a, b) => (b.estimatedProfit ?? -b.estimatedCost) - (a.estimatedProfit ?? -a.estimatedCost));
}

/** What replacing a component would cost in this home: cost-model `priceComponent`, the one price of a component. */
export function componentPricer(home: EstimatorAnswers, index: number) {
  return (spec: HomeComponentSpec): number | null => priceComponent(spec, home, index);
}

/** The home an estimator link is for: where it is, its size, year built and value. */
export interface LinkedHome {
  city: string;
  state: string;
  zipCode: string;
  buildingArea: number;
  yearBuilt: number;
  currentValue?: number;
}

/**
 * An estimator page path carrying what the estimator needs to price the same home: state and ZIP
 * (its regional index), size and year built (its default scope), value (its return). The estimator
 * (mfe-estimator home-facts) fills its property answers from `state`, `zip`, `size`, `built`, `price`.
 */
export function estimatorLink(slug: string, home: LinkedHome): string {
  const query = new URLSearchParams({ city: home.city, state: home.state, zip: home.zipCode });
  if (home.currentValue) query.set('price', String(home.currentValue));
  query.set('size', String(home.buildingArea));
  query.set('built', String(home.yearBuilt));
  return `/${slug}?${query.toString()}`;
}
