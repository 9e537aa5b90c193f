import type { HomeFacts, MarketSale } from '../market';

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
  /** A year column where 0 means "never" (read as missing). */
  zeroIsNone?: boolean;
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

const POSTAL_NAME = /zip|postal|postcode/i;
/** Most one-hot levels a text column gets (the rest are pooled). */
const MAX_LEVELS = 120;
/** A column named as an identifier (`id`, `PID`, `parcel_number`, `APN`, `account`...). */
const IDENTIFIER_NAME = /(^|[^a-z])(id|pid|pin|apn|parcel|account|record|row|index|key)([^a-z]|$)|(^|_)(no|num|number)$/i;

/**
 * A numeric column that identifies a home or a row instead of describing it: whole numbers, almost
 * one per sale (a home sold twice repeats its id), and either named like an id or unrelated to price.
 */
function looksLikeIdentifier(column: string, sales: MarketSale[], numbers: number[]): boolean {
  if (!numbers.every(Number.isInteger)) return false;
  if (new Set(numbers).size < numbers.length * 0.5) return false;
  if (IDENTIFIER_NAME.test(column.replace(/^extras\./, ''))) return true;
  const pairs = sales.flatMap((s) => {
    const v = readColumn(s, column);
    return typeof v === 'number' && Number.isFinite(v) ? [[v, Math.log(s.salePrice)] as const] : [];
  });
  return Math.abs(correlation(pairs)) < 0.05;
}

function correlation(pairs: readonly (readonly [number, number])[]): number {
  const n = pairs.length;
  const mx = pairs.reduce((a, p) => a + p[0], 0) / n;
  const my = pairs.reduce((a, p) => a + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

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
    // A postal code written as digits is still a place, not an amount.
    const isCategory = (CORE_CATEGORY as readonly string[]).includes(column) || POSTAL_NAME.test(column.replace(/^extras\./, ''));
    if (numbers.length >= values.length * 0.95 && !isCategory) {
      if (!(CORE_NUMERIC as readonly string[]).includes(column) && looksLikeIdentifier(column, sales, numbers)) continue;
      // A year column may write 0 for "never" (a home never remodelled): zero then counts as missing.
      const nonZero = numbers.filter((v) => v !== 0);
      const looksLikeYear = nonZero.length > 0 && nonZero.every((v) => Number.isInteger(v) && v >= 1800 && v <= 2100);
      const zeroIsNone = looksLikeYear && nonZero.length < numbers.length;
      const nonNegative = numbers.every((v) => v >= 0);
      const transform = looksLikeYear ? 'age' : nonNegative && numbers.some((v) => v >= 50) ? 'log' : 'linear';
      const zeros = numbers.length - nonZero.length;
      const t = sales.flatMap((s) => {
        const v = readColumn(s, column);
        return typeof v === 'number' && Number.isFinite(v) && !(zeroIsNone && v === 0) ? [transformed({ transform }, v, yearOf(s.saleDate))] : [];
      });
      const fillRaw = median(zeroIsNone ? nonZero : numbers);
      const mean = t.reduce((a, b) => a + b, 0) / t.length;
      const sd = Math.sqrt(t.reduce((a, b) => a + (b - mean) ** 2, 0) / t.length);
      if (!(sd > 0)) continue;
      const missing = n - values.length + (zeroIsNone ? zeros : 0);
      numeric.push({
        column,
        transform,
        fill: fillRaw,
        mean,
        sd,
        zeroFlag: transform === 'log' && zeros >= n * 0.05 && zeros < n * 0.95,
        missingFlag: missing > n * 0.01,
        ...(zeroIsNone ? { zeroIsNone: true } : {}),
      });
    } else {
      const counts = new Map<string, number>();
      for (const v of values) counts.set(String(v).trim(), (counts.get(String(v).trim()) ?? 0) + 1);
      // An identifier-like column (almost every value distinct) says nothing about price.
      if (counts.size > n / 3) continue;
      // The most frequent levels only, so a column with thousands of values cannot blow up the design.
      const levels = [...counts]
        .filter(([, c]) => c >= minLevelCount)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_LEVELS)
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
    const present = typeof v === 'number' && Number.isFinite(v) && !(f.zeroIsNone && v === 0);
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
