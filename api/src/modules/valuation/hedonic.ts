import type { HomeFacts, MarketSale } from '../market/market-sale.types';
import { type FeatureSpec, designRow, deriveFeatures, yearOf } from './features';
import { type Gram, addGrams, dot, gramOf, solveRidge } from './ridge';

/**
 * The hedonic model: log(price) = home features · β + market level of the sale's month, fitted by
 * ridge regression. The month's level is a random walk: one column per month "the sale is at or after
 * this month", so the ridge penalty on those steps smooths the monthly index; a date after the last
 * month gets the last month's level. Rows are re-weighted once (Huber) so a few odd sales do not bend it.
 */

export interface HedonicModel {
  spec: FeatureSpec;
  /** First month of the index as a month number (year × 12 + month − 1). */
  startMonth: number;
  months: number;
  lambda: number;
  beta: number[];
}

/** Shrinkage of the month-to-month steps relative to the features' (a smoother index when larger). */
const TIME_PENALTY = 2;
const LAMBDA_GRID = [0.3, 1, 3, 10, 30];
/** Huber's constant, in robust standard deviations of the residuals. */
const HUBER_K = 1.5;

export function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

export function monthLabel(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

function widthOf(m: Pick<HedonicModel, 'spec' | 'months'>): number {
  return m.spec.width + m.months - 1;
}

/** The full design row of a home valued (or sold) on `date`. */
export function hedonicRow(m: Pick<HedonicModel, 'spec' | 'months' | 'startMonth'>, facts: HomeFacts | MarketSale, date: string): Float64Array {
  const row = new Float64Array(widthOf(m));
  designRow(m.spec, facts, yearOf(date), row.subarray(0, m.spec.width));
  const steps = Math.min(m.months - 1, Math.max(0, monthNumber(date) - m.startMonth));
  for (let k = 0; k < steps; k++) row[m.spec.width + k] = 1;
  return row;
}

export function predictLog(m: HedonicModel, facts: HomeFacts | MarketSale, date: string): number {
  return dot(hedonicRow(m, facts, date), m.beta);
}

function penaltyOf(m: Pick<HedonicModel, 'spec' | 'months'>): Float64Array {
  const p = new Float64Array(widthOf(m)).fill(1);
  p[0] = 0;
  for (let k = m.spec.width; k < p.length; k++) p[k] = TIME_PENALTY;
  return p;
}

/** Deterministic fold of each sale (by position), so a refit gives the same folds. */
export function foldsOf(n: number, k: number): number[] {
  return Array.from({ length: n }, (_, i) => (i * 7919) % k);
}

export function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export interface HedonicFit {
  model: HedonicModel;
  rows: Float64Array[];
  y: number[];
  weights: number[];
  /** Out-of-fold coefficients, one per fold, and each sale's fold (for honest residuals). */
  foldBetas: Float64Array[];
  folds: number[];
}

/** Fits the hedonic model to arm's-length sales; `k` folds choose λ and give out-of-sample residuals. */
export function fitHedonic(sales: MarketSale[], k = 5): HedonicFit {
  if (sales.length < 30) throw new Error(`Too few sales to fit a model (${sales.length}; at least 30).`);
  const spec = deriveFeatures(sales, Math.max(5, Math.round(sales.length * 0.004)));
  const months = sales.map((s) => monthNumber(s.saleDate));
  const startMonth = Math.min(...months);
  const shape = { spec, startMonth, months: Math.max(...months) - startMonth + 1 };
  const rows = sales.map((s) => hedonicRow(shape, s, s.saleDate));
  const y = sales.map((s) => Math.log(s.salePrice));
  const penalty = penaltyOf(shape);
  const folds = foldsOf(sales.length, k);

  const foldGrams = (weights: number[]): { total: Gram; perFold: Gram[] } => {
    const perFold = Array.from({ length: k }, (_, f) => {
      const idx = folds.flatMap((fold, i) => (fold === f ? [i] : []));
      return gramOf(idx.map((i) => rows[i] as Float64Array), idx.map((i) => y[i] as number), idx.map((i) => weights[i] as number));
    });
    const total = perFold.slice(1).reduce((a, g) => addGrams(a, g), perFold[0] as Gram);
    return { total, perFold };
  };
  const cvBetas = (grams: { total: Gram; perFold: Gram[] }, lambda: number): Float64Array[] =>
    grams.perFold.map((g) => solveRidge(addGrams(grams.total, g, -1), lambda, penalty));
  const cvResiduals = (betas: Float64Array[]): number[] => rows.map((r, i) => (y[i] as number) - dot(r, betas[folds[i] as number] as Float64Array));

  let weights = sales.map(() => 1);
  let grams = foldGrams(weights);
  let best = { lambda: LAMBDA_GRID[0] as number, score: Infinity };
  for (const lambda of LAMBDA_GRID) {
    const score = medianOf(cvResiduals(cvBetas(grams, lambda)).map(Math.abs));
    if (score < best.score) best = { lambda, score };
  }
  // One Huber re-weighting from the full fit's residuals.
  const beta0 = solveRidge(grams.total, best.lambda, penalty);
  const r0 = rows.map((r, i) => (y[i] as number) - dot(r, beta0));
  const scale = 1.4826 * medianOf(r0.map(Math.abs));
  weights = r0.map((r) => Math.min(1, (HUBER_K * scale) / Math.max(Math.abs(r), 1e-12)));
  grams = foldGrams(weights);
  const beta = solveRidge(grams.total, best.lambda, penalty);
  const model: HedonicModel = { ...shape, lambda: best.lambda, beta: Array.from(beta) };
  return { model, rows, y, weights, foldBetas: cvBetas(grams, best.lambda), folds };
}

/** The market's price index by month (first month = 1), from the time steps. */
export function hedonicIndex(m: HedonicModel): { month: string; index: number }[] {
  let level = 0;
  return Array.from({ length: m.months }, (_, i) => {
    if (i > 0) level += m.beta[m.spec.width + i - 1] as number;
    return { month: monthLabel(m.startMonth + i), index: Math.exp(level) };
  });
}
