import type { HomeFacts, MarketSale } from '../market';
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
  /** Twelve month-of-year columns (after the features) when the sales span two years or more. */
  seasonal: boolean;
  lambda: number;
  timePenalty: number;
  beta: number[];
}

/**
 * Shrinkage of the month-to-month steps relative to the features' (a smoother index when larger),
 * chosen per market by forward validation: the fit on older sales that best values the newest ones.
 */
const TIME_PENALTY_GRID = [0.3, 3, 30, 300, 3000];
const LAMBDA_GRID = [0.3, 1, 3, 10, 30];
/** Huber's constant, in robust standard deviations of the residuals. */
const HUBER_K = 1.0;
/** Share of the newest sales the forward validation values. */
const FORWARD_SHARE = 0.15;

/** Fewest arm's-length sales a market's model is fitted on. */
export const MIN_SALES = 30;

export class TooFewSalesError extends Error {
  constructor(readonly count: number) {
    super(`Too few arm's-length sales to fit a model (${count}; at least ${MIN_SALES}).`);
  }
}

export function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

export function monthLabel(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

type Shape = Pick<HedonicModel, 'spec' | 'months' | 'startMonth' | 'seasonal'>;

function seasonsOf(m: Shape): number {
  return m.seasonal ? 12 : 0;
}

function widthOf(m: Shape): number {
  return m.spec.width + seasonsOf(m) + m.months - 1;
}

/** The full design row of a home valued (or sold) on `date`. */
export function hedonicRow(m: Shape, facts: HomeFacts | MarketSale, date: string): Float64Array {
  const row = new Float64Array(widthOf(m));
  designRow(m.spec, facts, yearOf(date), row.subarray(0, m.spec.width));
  if (m.seasonal) row[m.spec.width + (monthNumber(date) % 12)] = 1;
  const stepsAt = m.spec.width + seasonsOf(m);
  const steps = Math.min(m.months - 1, Math.max(0, monthNumber(date) - m.startMonth));
  for (let k = 0; k < steps; k++) row[stepsAt + k] = 1;
  return row;
}

export function predictLog(m: HedonicModel, facts: HomeFacts | MarketSale, date: string): number {
  return dot(hedonicRow(m, facts, date), m.beta);
}

function penaltyOf(m: Shape, timePenalty: number): Float64Array {
  const p = new Float64Array(widthOf(m)).fill(1);
  p[0] = 0;
  for (let k = m.spec.width + seasonsOf(m); k < p.length; k++) p[k] = timePenalty;
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
  /** The forward check: coefficients fitted on the older sales, and which sales were newer. */
  forward: { beta: Float64Array; newer: boolean[] } | null;
}

/** Fits the hedonic model to arm's-length sales; `k` folds choose λ and give out-of-sample residuals. */
export function fitHedonic(sales: MarketSale[], k = 5): HedonicFit {
  if (sales.length < MIN_SALES) throw new TooFewSalesError(sales.length);
  const spec = deriveFeatures(sales, Math.max(5, Math.round(sales.length * 0.004)));
  const months = sales.map((s) => monthNumber(s.saleDate));
  // A loop, not Math.min(...months): spreading a large market's sales overflows the call stack.
  const startMonth = months.reduce((a, b) => Math.min(a, b), Infinity);
  const span = months.reduce((a, b) => Math.max(a, b), -Infinity) - startMonth + 1;
  const shape = { spec, startMonth, months: span, seasonal: span >= 24 };
  const rows = sales.map((s) => hedonicRow(shape, s, s.saleDate));
  const y = sales.map((s) => Math.log(s.salePrice));
  const folds = foldsOf(sales.length, k);

  const foldGrams = (weights: number[]): { total: Gram; perFold: Gram[] } => {
    const perFold = Array.from({ length: k }, (_, f) => {
      const idx = folds.flatMap((fold, i) => (fold === f ? [i] : []));
      return gramOf(
        idx.map((i) => rows[i] as Float64Array),
        idx.map((i) => y[i] as number),
        idx.map((i) => weights[i] as number),
      );
    });
    const total = perFold.slice(1).reduce((a, g) => addGrams(a, g), perFold[0] as Gram);
    return { total, perFold };
  };
  const cvBetas = (grams: { total: Gram; perFold: Gram[] }, lambda: number, penalty: Float64Array): Float64Array[] =>
    grams.perFold.map((g) => solveRidge(addGrams(grams.total, g, -1), lambda, penalty));
  const residualsOf = (idx: number[], beta: (i: number) => Float64Array): number[] => idx.map((i) => (y[i] as number) - dot(rows[i] as Float64Array, beta(i)));
  const all = rows.map((_, i) => i);

  // λ by cross-validation, with a middling time penalty.
  let timePenalty = TIME_PENALTY_GRID[2] as number;
  let weights = sales.map(() => 1);
  let grams = foldGrams(weights);
  let lambda = LAMBDA_GRID[0] as number;
  let bestScore = Infinity;
  for (const l of LAMBDA_GRID) {
    const betas = cvBetas(grams, l, penaltyOf(shape, timePenalty));
    const score = medianOf(residualsOf(all, (i) => betas[folds[i] as number] as Float64Array).map(Math.abs));
    if (score < bestScore) {
      bestScore = score;
      lambda = l;
    }
  }
  // One Huber re-weighting from the full fit's residuals.
  const beta0 = solveRidge(grams.total, lambda, penaltyOf(shape, timePenalty));
  const r0 = residualsOf(all, () => beta0);
  const scale = 1.4826 * medianOf(r0.map(Math.abs));
  weights = r0.map((r) => Math.min(1, (HUBER_K * scale) / Math.max(Math.abs(r), 1e-12)));
  grams = foldGrams(weights);
  // The time penalty by forward validation: fitted on the older sales, valuing the newest.
  const cut = [...sales.map((s) => s.saleDate)].sort()[Math.floor(sales.length * (1 - FORWARD_SHARE))] as string;
  const older = all.filter((i) => (sales[i] as MarketSale).saleDate < cut);
  const newer = all.filter((i) => (sales[i] as MarketSale).saleDate >= cut);
  let forward: HedonicFit['forward'] = null;
  if (older.length >= 30 && newer.length >= 10) {
    const olderGram = gramOf(
      older.map((i) => rows[i] as Float64Array),
      older.map((i) => y[i] as number),
      older.map((i) => weights[i] as number),
    );
    bestScore = Infinity;
    for (const tp of TIME_PENALTY_GRID) {
      const beta = solveRidge(olderGram, lambda, penaltyOf(shape, tp));
      const score = medianOf(residualsOf(newer, () => beta).map(Math.abs));
      if (score < bestScore) {
        bestScore = score;
        timePenalty = tp;
        forward = { beta, newer: sales.map((x) => x.saleDate >= cut) };
      }
    }
  }
  const penalty = penaltyOf(shape, timePenalty);
  const beta = solveRidge(grams.total, lambda, penalty);
  const model: HedonicModel = { ...shape, lambda, timePenalty, beta: Array.from(beta) };
  return { model, rows, y, weights, foldBetas: cvBetas(grams, lambda, penalty), folds, forward };
}
/**
 * The market's price index by month (first month = 1): `trend` from the monthly steps alone, `index`
 * with the month-of-year effect too (the level a sale of that month was priced at).
 */
export function hedonicIndex(m: HedonicModel): { month: string; index: number; trend: number }[] {
  const stepsAt = m.spec.width + seasonsOf(m);
  const season = (month: number): number => (m.seasonal ? (m.beta[m.spec.width + (month % 12)] as number) - (m.beta[m.spec.width + (m.startMonth % 12)] as number) : 0);
  let level = 0;
  return Array.from({ length: m.months }, (_, i) => {
    if (i > 0) level += m.beta[stepsAt + i - 1] as number;
    const r = (x: number): number => Math.round(x * 10000) / 10000;
    return { month: monthLabel(m.startMonth + i), index: r(Math.exp(level + season(m.startMonth + i))), trend: r(Math.exp(level)) };
  });
}
