import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MarketSale } from '../market/market-sale.types';

/**
 * A stand-in for the market importer, for the valuation's tests and CLI until the market module is
 * merged: reads the bundled open-sales CSV (the Ames file's column names) into MarketSale rows.
 */

export const AMES_CSV = '/work/shared/data/open-sales/ames-iowa-2006-2010.csv';

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') ((cur += '"'), i++);
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (out.push(cur), (cur = ''));
    else cur += ch;
  }
  out.push(cur);
  return out;
}

const MAPPED = new Set(['Sale_Price', 'Gr_Liv_Area', 'Year_Built', 'Lot_Area', 'Latitude', 'Longitude', 'Bedroom_AbvGr', 'Mo_Sold', 'Year_Sold', 'Bldg_Type']);

export function readOpenSalesCsv(path: string, marketSlug: string): MarketSale[] {
  const [header = '', ...lines] = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const names = parseCsvLine(header);
  return lines.map((line) => {
    const cells = parseCsvLine(line);
    const raw: Record<string, string> = {};
    names.forEach((n, i) => (raw[n] = cells[i] ?? ''));
    const num = (k: string): number | null => (raw[k] === undefined || raw[k] === '' || raw[k] === 'NA' ? null : Number(raw[k]));
    const extras: Record<string, number | string> = {};
    for (const n of names) {
      if (MAPPED.has(n) || raw[n] === '' || raw[n] === 'NA') continue;
      const v = raw[n] as string;
      extras[n] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v.trim();
    }
    const bathrooms = (num('Full_Bath') ?? 0) + 0.5 * (num('Half_Bath') ?? 0);
    return {
      id: `${marketSlug}-${createHash('sha256').update(line).digest('hex').slice(0, 16)}`,
      marketSlug,
      saleDate: `${raw.Year_Sold}-${String(raw.Mo_Sold).padStart(2, '0')}-15`,
      salePrice: Number(raw.Sale_Price),
      livingArea: Number(raw.Gr_Liv_Area),
      bedrooms: num('Bedroom_AbvGr'),
      bathrooms,
      yearBuilt: num('Year_Built'),
      lotArea: num('Lot_Area'),
      latitude: num('Latitude'),
      longitude: num('Longitude'),
      zip: null,
      city: 'Ames',
      state: 'IA',
      propertyType: raw.Bldg_Type ?? null,
      address: null,
      extras,
    };
  });
}
