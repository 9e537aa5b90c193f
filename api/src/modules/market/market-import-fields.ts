import { createHash } from 'node:crypto';

// The fields a market file may hold, how a file's columns reach them, and how one row is read.

/** Canonical fields of a sales file. */
export const SALE_FIELDS = [
  'sale_price',
  'sale_date',
  'year_sold',
  'month_sold',
  'living_area',
  'bedrooms',
  'bathrooms',
  'year_built',
  'lot_area',
  'latitude',
  'longitude',
  'zip',
  'city',
  'state',
  'property_type',
  'address',
] as const;

/** Canonical fields of a permits file. */
export const PERMIT_FIELDS = ['permit_number', 'issue_date', 'address', 'latitude', 'longitude', 'work_type', 'description', 'valuation', 'contractor_name'] as const;

export type ImportKind = 'sales' | 'permits';
export const IMPORT_KINDS: readonly ImportKind[] = ['sales', 'permits'];

/** Why a row was not loaded; each is one value of the rejects file's `reason` column. */
export const REJECT_REASONS = ['no price', 'no area', 'bad date', 'no location', 'duplicate'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** A row the file's columns produced: canonical fields (text as read) and the other columns. */
export interface MappedRow {
  fields: Record<string, string>;
  extras: Record<string, number | string>;
}

/** A problem with the command or the file as a whole (not one row): the CLI prints it and exits 1. */
export class ImportInputError extends Error {}

export const fieldsOf = (kind: ImportKind): readonly string[] => (kind === 'sales' ? SALE_FIELDS : PERMIT_FIELDS);

/** A column name in the form fields are named: `Sale Price` and `Sale_Price` both read as `sale_price`. */
export const normaliseColumn = (column: string): string =>
  column
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Other names files commonly give a field (only names that cannot mean anything else). */
const FIELD_ALIASES: Record<string, string> = {
  zipcode: 'zip',
  zip_code: 'zip',
  postal_code: 'zip',
  postcode: 'zip',
  lat: 'latitude',
  long: 'longitude',
  lng: 'longitude',
  lon: 'longitude',
};

/**
 * Which column gives which field: a `--map` entry first, else the column whose normalised name is the field.
 * Throws ImportInputError for a map naming an unknown field or a column the file lacks, and for a missing required field.
 */
export function resolveColumns(kind: ImportKind, header: readonly string[], map: Record<string, string>): Map<string, string> {
  const fields = fieldsOf(kind);
  const columns = new Map<string, string>();
  for (const [column, field] of Object.entries(map)) {
    if (!fields.includes(field)) throw new ImportInputError(`--map ${column}=${field}: "${field}" is not a ${kind} field (one of ${fields.join(', ')}).`);
    if (!header.includes(column)) throw new ImportInputError(`--map ${column}=${field}: the file has no column "${column}".`);
    columns.set(field, column);
  }
  const mappedColumns = new Set(columns.values());
  for (const column of header) {
    const field = FIELD_ALIASES[normaliseColumn(column)] ?? normaliseColumn(column);
    if (fields.includes(field) && !columns.has(field) && !mappedColumns.has(column)) columns.set(field, column);
  }
  const missing = requiredMissing(kind, columns);
  if (missing) throw new ImportInputError(`The file has no ${missing} column (columns: ${header.join(', ')}); name it with --map <column>=<field>.`);
  return columns;
}

function requiredMissing(kind: ImportKind, columns: Map<string, string>): string | undefined {
  if (kind === 'permits') return columns.has('issue_date') ? undefined : 'issue_date';
  if (!columns.has('sale_price')) return 'sale_price';
  if (!columns.has('living_area')) return 'living_area';
  if (!columns.has('sale_date') && !(columns.has('year_sold') && columns.has('month_sold'))) return 'sale_date (or year_sold and month_sold)';
  return undefined;
}

/** Splits a parsed row into its canonical fields and its extras (numbers as numbers, text as categories). */
export function mapRow(row: Record<string, string | undefined>, columns: Map<string, string>): MappedRow {
  const fields: Record<string, string> = {};
  const used = new Set<string>();
  for (const [field, column] of columns) {
    fields[field] = (row[column] ?? '').trim();
    used.add(column);
  }
  const extras: Record<string, number | string> = {};
  for (const [column, raw] of Object.entries(row)) {
    const value = (raw ?? '').trim();
    if (used.has(column) || value === '' || column === '__parsed_extra') continue;
    const number = numberOf(value);
    extras[column] = number ?? value;
  }
  return { fields, extras };
}

/** A number written plainly or with a currency sign and thousands separators; undefined for anything else. */
export function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}\b)/g, '');
  // eslint-disable-next-line security/detect-unsafe-regex -- anchored, and no two parts can match the same digits: linear time.
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

const YEAR_MIN = 1800;

function validDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < YEAR_MIN || year > new Date().getUTCFullYear() + 1) return undefined;
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * YYYY-MM-DD from `2010-05-14`, `2010-05-14T…`, `2010-05-14 00:00:00`, `20100514T000000` (a county export's
 * compact form), `20100514`, `5/14/2010`, `2010/05/14`, `May 14 2010`, `May 14, 2010` or `14 May 2010`;
 * undefined when not a real date. Slashed dates with the year last are read month first (US files).
 */
export function dateOf(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?=$|[T ])/.exec(value);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const compact = /^(\d{4})(\d{2})(\d{2})(?=$|T)/.exec(value);
  if (compact) return validDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?=$| )/.exec(value);
  if (us) return validDate(Number(us[3]), Number(us[1]), Number(us[2]));
  const named = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(value);
  if (named) return monthDate(named[1] as string, Number(named[3]), Number(named[2]));
  const dayFirst = /^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})$/i.exec(value);
  if (dayFirst) return monthDate(dayFirst[2] as string, Number(dayFirst[3]), Number(dayFirst[1]));
  return undefined;
}

function monthDate(name: string, year: number, day: number): string | undefined {
  const month = MONTH_NAMES.indexOf(name.toLowerCase()) + 1;
  return month === 0 ? undefined : validDate(year, month, day);
}

/** The sale date of a row: its sale_date, else the 15th of its year_sold and month_sold. */
export function saleDateOf(fields: Record<string, string>): string | undefined {
  if (fields.sale_date !== undefined) return dateOf(fields.sale_date);
  const year = numberOf(fields.year_sold);
  const month = numberOf(fields.month_sold);
  if (year === undefined || month === undefined || !Number.isInteger(year) || !Number.isInteger(month)) return undefined;
  return validDate(year, month, 15);
}

/** A row's stable id: the market's slug and a digest of everything the row says, so a re-run finds it again. */
export function rowId(slug: string, fields: Record<string, unknown>, extras: Record<string, unknown>): string {
  const ordered = (record: Record<string, unknown>) =>
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]);
  const digest = createHash('sha256')
    .update(JSON.stringify([ordered(fields), ordered(extras)]))
    .digest('hex')
    .slice(0, 20);
  return `${slug}-${digest}`;
}
