import type { EstimatorAnswers, HomeComponentSpec } from '@homeworth/shared-lib/domain';
import { priceDefaultScope } from './project-cost.service';
import { regionalIndex } from './regional-index';

/** What a component's price depends on: the home's size, age and state ('US' for the national average). */
export interface ComponentHome {
  state: string;
  buildingArea: number;
  yearBuilt: number;
}

/** The home as the estimator's property answers (its value never changes a cost, so it is left out). */
export const componentHomeAnswers = (home: ComponentHome): EstimatorAnswers => ({
  'property-address': { state: home.state },
  'home-size': home.buildingArea,
  'home-age': home.yearBuilt,
});

/**
 * What replacing one component of a home costs: the estimator's midrange price of the component's
 * own project (`spec.projectSlug`: the cabinet run for cabinets, not a kitchen remodel) at its default
 * scope for this home, with the state's regional index. The one price of a component: the report,
 * the maintenance plan and the replacement budget all read it. Null when no project renews it.
 */
export function priceComponent(spec: HomeComponentSpec, home: EstimatorAnswers, index: number): number | null {
  return spec.projectSlug ? priceDefaultScope(spec.projectSlug, home, index).total : null;
}

/** A component's price for a home with the region it is priced in (BEA Regional Price Parities, 2023). */
export function componentCost(spec: HomeComponentSpec, home: ComponentHome) {
  const region = regionalIndex(home.state);
  return { cost: priceComponent(spec, componentHomeAnswers({ ...home, state: region.state }), region.index), region };
}
