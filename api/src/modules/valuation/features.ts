import type { HomeFacts, MarketSale } from '../market/market-sale.types';

/**
 * The model's features, derived from whatever columns a market's sales carry (nothing is named per
 * market): every numeric column becomes a number (years become ages at the sale, wide non-negative
 * amounts such as areas become log(1 + x) with a "none" flag when often zero), every text column a
 * one-hot category whose rare levels are pooled. Columns that describe the transaction rather than
 * the home (sale type, condition, month or year sold, price) are left out: a home to value has none.
 */

/** A transaction column, not a fact about the home. */
const TRANSACTION_COLUMN = /(^|[^a-z])(sale|sold|price)|^(mo|yr|year|month)_?sold/i;

/** Core fields of a sale read as numbers, and as categories. */
const CORE_NUMERIC = ['livingArea', 'bedrooms', 'bathrooms', 'yearBuilt', 'lotArea', 'latitude', 'longitude'] as const;
const CORE_CATEGORY = ['zip', 'city', 'propertyType'] as const;

export interface NumericFeature {
  column: string;
  transform: 'age' | 'log' | 'linear';
  /** Value used when the home lacks the column. */
  fill: number;
  mean: number;
  sd: number;
  /** Adds a 0/1 column "this amount is zero" (no basement, no garage, ...). */
  zeroFlag: boolean;
  /** Adds a 0/1 column "the home lacks this fact". */
  missingFlag: boolean;
}

export interface CategoryFeature {
  column: string;
  /** Levels with their own column; any other value (rare or unseen) is the pooled level. */
  levels: string[];
}

export interface FeatureSpec {
  numeric: NumericFeature[];
  categories: CategoryFeature[];
  /** Columns of the design before the time terms (intercept first). */
  width: number;
}

type Facts = HomeFacts | MarketSale;

export function readColumn(facts: Facts, column: string): number | string | null | undefined {
  if (column.startsWith('extras.')) return facts.extras[column.slice(7)];
  return (facts as unknown as Record<string, number | string | null | undefined>)[column];
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

function transformed(f: Pick<NumericFeature, 'transform'>, raw: number, saleYear: number): number {
  if (f.transform === 'age') return Math.max(0, saleYear - raw);
  if (f.transform === 'log') return Math.log1p(Math.max(0, raw));
  return raw;
}

/** The feature spec of a set of sales. `minLevelCount`: fewer sales than this and a level is pooled. */
export function deriveFeatures(sales: MarketSale[], minLevelCount = 10): FeatureSpec {
  const extraColumns = new Set<string>();
  for (const s of sales) for (const k of Object.keys(s.extras)) if (!TRANSACTION_COLUMN.test(k)) extraColumns.add(`extras.${k}`);
  const numeric: NumericFeature[] = [];
  const categories: CategoryFeature[] = [];
  const n = sales.length;
  for (const column of [...CORE_NUMERIC, ...CORE_CATEGORY, ...[...extraColumns].sort()]) {
    const values = sales.map((s) => readColumn(s, column)).filter((v): v is number | string => v !== null && v !== undefined && v !== '');
    if (values.length < Math.max(5, n * 0.05)) continue;
    const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (numbers.length >= values.length * 0.95 && !(CORE_CATEGORY as readonly string[]).includes(column)) {
      const looksLikeYear = numbers.every((v) => Number.isInteger(v) && v >= 1800 && v <= 2100);
      const nonNegative = numbers.every((v) => v >= 0);
      const transform = looksLikeYear ? 'age' : nonNegative && Math.max(...numbers) >= 50 ? 'log' : 'linear';
      const zeros = numbers.filter((v) => v === 0).length;
      const t = sales.flatMap((s) => {
        const v = readColumn(s, column);
        return typeof v === 'number' && Number.isFinite(v) ? [transformed({ transform }, v, yearOf(s.saleDate))] : [];
      });
      const fillRaw = median(numbers);
      const mean = t.reduce((a, b) => a + b, 0) / t.length;
      const sd = Math.sqrt(t.reduce((a, b) => a + (b - mean) ** 2, 0) / t.length);
      if (!(sd > 0)) continue;
      numeric.push({ column, transform, fill: fillRaw, mean, sd, zeroFlag: transform === 'log' && zeros >= n * 0.05 && zeros < n * 0.95, missingFlag: values.length < n * 0.99 });
    } else {
      const counts = new Map<string, number>();
      for (const v of values) counts.set(String(v).trim(), (counts.get(String(v).trim()) ?? 0) + 1);
      // An identifier-like column (almost every value distinct) says nothing about price.
      if (counts.size > n / 3) continue;
      const levels = [...counts]
        .filter(([, c]) => c >= minLevelCount)
        .map(([l]) => l)
        .sort();
      if (levels.length === 0) continue;
      categories.push({ column, levels });
    }
  }
  let width = 1;
  for (const f of numeric) width += 1 + (f.zeroFlag ? 1 : 0) + (f.missingFlag ? 1 : 0);
  for (const c of categories) width += c.levels.length + 1;
  return { numeric, categories, width };
}

/** Names of the design's columns (intercept first), for reading the coefficients. */
export function featureNames(spec: FeatureSpec): string[] {
  const names = ['(intercept)'];
  for (const f of spec.numeric) {
    names.push(`${f.column}:${f.transform}`);
    if (f.zeroFlag) names.push(`${f.column}:zero`);
    if (f.missingFlag) names.push(`${f.column}:missing`);
  }
  for (const c of spec.categories) {
    for (const l of c.levels) names.push(`${c.column}=${l}`);
    names.push(`${c.column}=(other)`);
  }
  return names;
}

/** The design row of a home (without time terms); `saleYear` turns years into ages. */
export function designRow(spec: FeatureSpec, facts: Facts, saleYear: number, out = new Float64Array(spec.width)): Float64Array {
  out.fill(0);
  out[0] = 1;
  let i = 1;
  for (const f of spec.numeric) {
    const v = readColumn(facts, f.column);
    const present = typeof v === 'number' && Number.isFinite(v);
    const raw = present ? v : f.fill;
    out[i++] = (transformed(f, raw, saleYear) - f.mean) / f.sd;
    if (f.zeroFlag) out[i++] = raw === 0 ? 1 : 0;
    if (f.missingFlag) out[i++] = present ? 0 : 1;
  }
  for (const c of spec.categories) {
    const v = readColumn(facts, c.column);
    const at = v === null || v === undefined ? -1 : c.levels.indexOf(String(v).trim());
    out[i + (at < 0 ? c.levels.length : at)] = 1;
    i += c.levels.length + 1;
  }
  return out;
}
