import type { MarketSale } from '../market';
import { armsLengthSales } from './arms-length';
import { medianOf } from './hedonic';
import { type ValuationModel, fitValuationModel, poolOf, valueWith } from './model';

/**
 * Honest measurement: the model is fitted only on the training sales and values each held-out
 * arm's-length sale at its sale date, as if the sale had not happened. The baseline is the
 * held-out home's area (ZIP, else neighbourhood column, else the whole market) median price per
 * square foot of the training sales, times its living area.
 */

export interface Evaluation {
  n: number;
  mdape: number;
  ppe10: number;
  ppe20: number;
  coverage80: number;
  baseline: { mdape: number };
}

export interface Valued {
  sale: MarketSale;
  value: number;
  low: number;
  high: number;
  baseline: number;
}

const NEIGHBOURHOOD = /neighbo|subdivision|district|area_?name/i;

/** The column the baseline groups by. */
function areaKey(sales: MarketSale[]): (s: MarketSale) => string {
  if (sales.some((s) => s.zip)) return (s) => s.zip ?? '';
  const col = Object.keys(sales[0]?.extras ?? {}).find((k) => NEIGHBOURHOOD.test(k));
  if (col) return (s) => String(s.extras[col] ?? '');
  return () => '';
}

function baselineOf(train: MarketSale[]): (s: MarketSale) => number {
  const key = areaKey(train);
  const perSqft = new Map<string, number[]>();
  for (const s of train) perSqft.set(key(s), [...(perSqft.get(key(s)) ?? []), s.salePrice / s.livingArea]);
  const market = medianOf(train.map((s) => s.salePrice / s.livingArea));
  const medians = new Map([...perSqft].map(([k, v]) => [k, medianOf(v)]));
  return (s) => (medians.get(key(s)) ?? market) * s.livingArea;
}

/** Values held-out sales with a model fitted to the training sales only. */
export function valueHeldOut(train: MarketSale[], heldOut: MarketSale[]): { model: ValuationModel; valued: Valued[] } {
  const model = fitValuationModel(train);
  const trainArms = armsLengthSales(train);
  const pool = poolOf(model.hedonic, trainArms);
  const baseline = baselineOf(trainArms);
  const valued = armsLengthSales(heldOut).map((sale) => {
    const v = valueWith(model, pool, sale.marketSlug, sale, sale.saleDate);
    return { sale, value: v.value, low: v.low, high: v.high, baseline: baseline(sale) };
  });
  return { model, valued };
}

export function summarise(valued: Valued[]): Evaluation {
  const ape = (est: number, price: number): number => Math.abs(est - price) / price;
  const errors = valued.map((v) => ape(v.value, v.sale.salePrice));
  const share = (pred: (v: Valued, i: number) => boolean): number => valued.filter(pred).length / Math.max(1, valued.length);
  const r = (x: number): number => Math.round(x * 10000) / 10000;
  return {
    n: valued.length,
    mdape: r(medianOf(errors)),
    ppe10: r(share((_, i) => (errors[i] as number) <= 0.1)),
    ppe20: r(share((_, i) => (errors[i] as number) <= 0.2)),
    coverage80: r(share((v) => v.sale.salePrice >= v.low && v.sale.salePrice <= v.high)),
    baseline: { mdape: r(medianOf(valued.map((v) => ape(v.baseline, v.sale.salePrice)))) },
  };
}

/** Trains on sales before `holdoutFrom` (YYYY-MM-DD) and measures on the rest. */
export function evaluateHoldout(sales: MarketSale[], holdoutFrom: string): Evaluation {
  const train = sales.filter((s) => s.saleDate < holdoutFrom);
  const test = sales.filter((s) => s.saleDate >= holdoutFrom);
  if (armsLengthSales(test).length === 0) throw new Error(`No arm's-length sales on or after ${holdoutFrom} to measure.`);
  return summarise(valueHeldOut(train, test).valued);
}

/**
 * The holdout the training job measures each new model on: the newest sale's calendar year (as the
 * published Ames figures do), or its last twelve months when that year holds under 30 arm's-length sales.
 */
export function defaultHoldoutFrom(sales: MarketSale[]): string {
  const arms = armsLengthSales(sales);
  const newest = arms.reduce((d, s) => (s.saleDate > d ? s.saleDate : d), '');
  const yearStart = `${newest.slice(0, 4)}-01-01`;
  if (arms.filter((s) => s.saleDate >= yearStart).length >= 30) return yearStart;
  const d = new Date(`${newest}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/** K-fold cross-validation: each sale is valued by a model that never saw it. */
export function evaluateFolds(sales: MarketSale[], k: number): Evaluation {
  const arms = armsLengthSales(sales);
  const fold = (i: number): number => (i * 7907 + 13) % k;
  const valued: Valued[] = [];
  for (let f = 0; f < k; f++) {
    const train = arms.filter((_, i) => fold(i) !== f);
    const test = arms.filter((_, i) => fold(i) === f);
    valued.push(...valueHeldOut(train, test).valued);
  }
  return summarise(valued);
}
