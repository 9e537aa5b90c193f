import type { HomeFacts, MarketSale, MarketValue } from '../market';
import { armsLengthSales } from './arms-length';
import { type CompParams, DEFAULT_COMP_PARAMS, type PoolSale, compAdjustment, pickComparables } from './comparables';
import { type HedonicModel, fitHedonic, hedonicRow, medianOf, monthNumber } from './hedonic';
import { dot } from './ridge';

/**
 * A market's valuation model: the hedonic model, blended with the comparable-sales adjustment when
 * cross-validation shows the blend errs less, and the 80% interval and FSD calibrated on the
 * cross-validated (out-of-sample) log errors of the chosen predictor.
 */

export interface Calibration {
  /** 10th and 90th percentiles of log(price / value) out of sample. */
  q10: number;
  q90: number;
  /** Standard deviation of price / value − 1 out of sample (robust: 1.4826 × median absolute deviation). */
  fsd: number;
  /** Out-of-sample median absolute percentage error of the training sales. */
  cvMdape: number;
}

export interface ValuationModel {
  version: 1;
  method: string;
  salesCount: number;
  /** Date of the newest sale the model saw. */
  trainedThrough: string;
  hedonic: HedonicModel;
  /** Null when the comps did not help in cross-validation. */
  comps: CompParams | null;
  calibration: Calibration;
}

export const METHOD_HEDONIC = 'hedonic-ridge';
export const METHOD_BLEND = 'hedonic-ridge+comps';

function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** 1.4826 × the median absolute deviation: the standard deviation of normal errors, unmoved by outliers. */
function robustSd(values: number[]): number {
  const med = medianOf(values);
  return 1.4826 * medianOf(values.map((v) => Math.abs(v - med)));
}

/**
 * The interval from the cross-validated errors, widened on either side to the forward check's when
 * those are wider (a value of today is a forecast past the newest sale, as the forward check is).
 */
export function calibrate(logErrors: number[], forwardErrors: number[] = []): Calibration {
  const sorted = [...logErrors].sort((a, b) => a - b);
  const fwd = [...forwardErrors].sort((a, b) => a - b);
  const useForward = fwd.length >= 30;
  // The forward errors' 80th percentile of size, on both sides: the newest sales are too few to place a skewed interval.
  const reach = useForward
    ? quantile(
        fwd.map(Math.abs).sort((a, b) => a - b),
        0.8,
      )
    : 0;
  const pct = logErrors.map((e) => Math.exp(e) - 1);
  return {
    q10: Math.min(quantile(sorted, 0.1), useForward ? quantile(fwd, 0.1) : 0, -reach),
    q90: Math.max(quantile(sorted, 0.9), useForward ? quantile(fwd, 0.9) : 0, reach),
    fsd: Math.max(robustSd(pct), useForward ? robustSd(fwd.map((e) => Math.exp(e) - 1)) : 0),
    cvMdape: medianOf(pct.map((p) => Math.abs(1 / (1 + p) - 1))),
  };
}

/** The comps pool of a model: arm's-length sales with the model's view of each. */
export function poolOf(h: HedonicModel, sales: MarketSale[], beta: ArrayLike<number> = h.beta): PoolSale[] {
  return sales.map((s) => {
    const row = hedonicRow(h, s, s.saleDate);
    let homeLog = 0;
    for (let i = 0; i < h.spec.width; i++) homeLog += (row[i] as number) * (beta[i] as number);
    return {
      id: s.id,
      saleDate: s.saleDate,
      salePrice: s.salePrice,
      livingArea: s.livingArea,
      latitude: s.latitude,
      longitude: s.longitude,
      month: monthNumber(s.saleDate),
      homeLog,
      residual: Math.log(s.salePrice) - dot(row, beta),
    };
  });
}

/** Fits a market's model on its sales (non-arm's-length ones are dropped here). */
export function fitValuationModel(allSales: MarketSale[], compParams: CompParams = DEFAULT_COMP_PARAMS): ValuationModel {
  const sales = armsLengthSales(allSales);
  const fit = fitHedonic(sales);
  const h = fit.model;
  // Out-of-fold errors of the plain model and of the blend (comps drawn from the other folds only).
  const plain: number[] = [];
  const blended: number[] = [];
  const k = fit.foldBetas.length;
  for (let f = 0; f < k; f++) {
    const beta = fit.foldBetas[f] as Float64Array;
    const inFold = sales.filter((_, i) => fit.folds[i] === f);
    const pool = poolOf(
      h,
      sales.filter((_, i) => fit.folds[i] !== f),
      beta,
    );
    for (const subject of poolOf(h, inFold, beta)) {
      plain.push(subject.residual);
      const picks = pickComparables(subject, pool, compParams);
      blended.push(subject.residual - compAdjustment(picks, compParams).adjustment);
    }
  }
  // The same on the forward check: the newest sales valued from the older ones, as a value of today is.
  const forwardPlain: number[] = [];
  const forwardBlended: number[] = [];
  if (fit.forward) {
    const { beta, newer } = fit.forward;
    const pool = poolOf(
      h,
      sales.filter((_, i) => !newer[i]),
      beta,
    );
    for (const subject of poolOf(
      h,
      sales.filter((_, i) => newer[i]),
      beta,
    )) {
      forwardPlain.push(subject.residual);
      forwardBlended.push(subject.residual - compAdjustment(pickComparables(subject, pool, compParams), compParams).adjustment);
    }
  }
  const mdape = (errs: number[]): number => medianOf(errs.map((e) => Math.abs(Math.exp(-e) - 1)));
  const useComps = mdape(blended) < mdape(plain);
  return {
    version: 1,
    method: useComps ? METHOD_BLEND : METHOD_HEDONIC,
    salesCount: sales.length,
    trainedThrough: sales.reduce((d, s) => (s.saleDate > d ? s.saleDate : d), ''),
    hedonic: h,
    comps: useComps ? compParams : null,
    calibration: calibrate(useComps ? blended : plain, useComps ? forwardBlended : forwardPlain),
  };
}

/** A home's value on `asOf` from a fitted model and its comps pool (see poolOf). */
export function valueWith(model: ValuationModel, pool: PoolSale[], marketSlug: string, facts: HomeFacts, asOf: string): MarketValue {
  const h = model.hedonic;
  const row = hedonicRow(h, facts, asOf);
  let homeLog = 0;
  for (let i = 0; i < h.spec.width; i++) homeLog += (row[i] as number) * (h.beta[i] as number);
  let logValue = dot(row, h.beta);
  let comparables: MarketValue['comparables'] = [];
  const subject = { latitude: facts.latitude, longitude: facts.longitude, month: monthNumber(asOf), homeLog };
  const picks = pickComparables(subject, pool, model.comps ?? DEFAULT_COMP_PARAMS);
  if (model.comps) logValue += compAdjustment(picks, model.comps).adjustment;
  comparables = picks.slice(0, 6).map(({ sale, distanceMiles }) => ({
    id: sale.id,
    saleDate: sale.saleDate,
    salePrice: sale.salePrice,
    livingArea: sale.livingArea,
    distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles * 100) / 100,
  }));
  const { q10, q90, fsd } = model.calibration;
  const round = (v: number): number => Math.round(v / 100) * 100;
  return {
    marketSlug,
    value: round(Math.exp(logValue)),
    low: round(Math.exp(logValue + q10)),
    high: round(Math.exp(logValue + q90)),
    fsd: Math.round(fsd * 1000) / 1000,
    asOf,
    method: model.method,
    comparables,
  };
}
