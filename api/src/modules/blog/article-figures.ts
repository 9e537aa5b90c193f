import { findEstimatorProject, HOME_COMPONENTS, type EstimatorAnswers, type FinishLevel, formatDollars } from '@homeworth/shared-lib/domain';
import { costOf, defaultScopeAnswers } from '../cost-model';
import { CONTINGENCY_RATE, RANGE_HIGH, RANGE_LOW } from '../cost-model';
import { COST_VS_VALUE } from '../cost-model';
import { regionalIndex, RPP_2023_BY_STATE } from '../cost-model';

/**
 * The figures articles quote, read from the product's own sourced tables at render time, so a
 * guide never says something the estimator no longer says. An article writes a placeholder
 * instead of a number:
 *
 * - `{{cost:Kitchen-Renovation-Cost}}`: the estimator's national price of the project's default
 *   scope for the typical home below, midrange (`{{cost:Slug:upscale}}` / `:basic` for the others);
 * - `{{cost:Slug:midrange:CA}}`: the same priced in a state (BEA regional price parity);
 * - `{{recoup:minorKitchen}}`: a Cost vs. Value recoup rate (recoup-mapping.ts), `{{cvv-year:minorKitchen}}` its year;
 * - `{{rpp:CA}}`: a state's regional price parity (regional-index.ts);
 * - `{{life:roof}}`: a component's expected useful life in years (NAHB, shared-lib home-condition.ts);
 * - `{{rate:contingency}}`, `{{rate:range-low}}`, `{{rate:range-high}}`: the estimator's contingency and range (cost-tables.ts).
 */

/**
 * The typical US home the article prices are for: 2,000 sq ft (the estimator's own typical home,
 * shared-lib estimator-scope-suggestions.ts), $407,500 (National Association of Realtors, 2024
 * annual median existing-home sales price), built in 1980 (U.S. Census Bureau, American Housing
 * Survey 2023: median year built of owner-occupied homes).
 */
export const TYPICAL_HOME = { 'home-size': 2000, 'home-value': 407_500, 'home-age': 1980 } as const;

const FINISH_LEVELS: readonly FinishLevel[] = ['basic', 'midrange', 'upscale'];

/** The estimator's price of a project's default scope for the typical home, in a state (default the national average). */
export function typicalProjectCost(slug: string, finishLevel: FinishLevel = 'midrange', state = 'US'): number {
  const region = regionalIndex(state);
  const home: EstimatorAnswers = { 'property-address': { state: region.state }, ...TYPICAL_HOME } as EstimatorAnswers;
  return costOf(slug, finishLevel, defaultScopeAnswers(slug, home), region.index).total;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function resolveOne(kind: string, args: string[]): string {
  switch (kind) {
    case 'cost': {
      const [slug = '', finish = 'midrange', state = 'US'] = args;
      const project = findEstimatorProject(slug);
      if (!project || !FINISH_LEVELS.includes(finish as FinishLevel)) break;
      if (state !== 'US' && RPP_2023_BY_STATE[state] === undefined) break;
      return formatDollars(typicalProjectCost(project.slug, finish as FinishLevel, state));
    }
    case 'recoup':
    case 'cvv-year': {
      const project = COST_VS_VALUE[args[0] as keyof typeof COST_VS_VALUE];
      if (!project) break;
      return kind === 'recoup' ? percent(project.rate) : String(project.year);
    }
    case 'rpp': {
      const index = RPP_2023_BY_STATE[args[0] ?? ''];
      if (index === undefined) break;
      return index.toFixed(1);
    }
    case 'life': {
      const component = HOME_COMPONENTS.find((c) => c.key === args[0]);
      if (!component) break;
      return String(component.usefulLife);
    }
    case 'rate': {
      const rate = ({ contingency: CONTINGENCY_RATE, 'range-low': RANGE_LOW, 'range-high': RANGE_HIGH } as Record<string, number>)[args[0] ?? ''];
      if (rate === undefined) break;
      return `${Math.round(rate * 100)}%`;
    }
    default:
      break;
  }
  throw new Error(`Unknown article figure {{${[kind, ...args].join(':')}}}`);
}

const PLACEHOLDER = /\{\{\s*([a-z-]+):([A-Za-z0-9:_-]+)\s*\}\}/g;

/** The Markdown with every figure placeholder replaced; throws on one the tables do not know (caught by the article test). */
export function resolveArticleFigures(markdown: string): string {
  return markdown.replace(PLACEHOLDER, (_, kind: string, rest: string) => resolveOne(kind, rest.split(':')));
}
