/**
 * The valuation module's public entry: a home-value model fitted to each loaded market's recorded
 * sales (see README.md for the method, features, measured accuracy and limits).
 */
import type { HomeFacts, MarketSale, MarketValue } from '../market';
import { armsLengthSales } from './arms-length';
import { type ValuationModel, poolOf, valueWith } from './model';

export type { HomeFacts, MarketSale, MarketValue } from '../market';
export type { ValuationModel } from './model';
export type { Evaluation } from './evaluate';
export type { MarketEvaluation } from './valuation.service';
export { fitValuationModel as fit } from './model';
export { evaluateFolds, evaluateHoldout } from './evaluate';
export { armsLengthSales } from './arms-length';
export { TooFewSalesError } from './hedonic';
export { latestEvaluations, marketIndex, marketValue, recordEvaluation, staleMarkets, trainMarketModel } from './valuation.service';
export { startValuationJobs } from './valuation.jobs';
export { registerValuationRoutes } from './valuation.route';

/** A home's value on `asOf` (YYYY-MM-DD) from a fitted model, with comps from `sales` sold by then. */
export function value(model: ValuationModel, sales: MarketSale[], marketSlug: string, facts: HomeFacts, asOf: string): MarketValue {
  const pool = poolOf(
    model.hedonic,
    armsLengthSales(sales).filter((s) => s.saleDate <= asOf),
  );
  return valueWith(model, pool, marketSlug, facts, asOf);
}
