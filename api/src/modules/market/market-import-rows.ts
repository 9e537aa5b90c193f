import { dateOf, numberOf, rowId, saleDateOf, type MappedRow, type RejectReason } from './market-import-fields';
import type { marketPermits, marketSales } from './market.tables';

// One mapped row to one stored sale or permit, or the reason it is rejected.

type SaleInsert = Omit<typeof marketSales.$inferInsert, 'sourceFile' | 'homeNumber'>;
type PermitInsert = Omit<typeof marketPermits.$inferInsert, 'sourceFile'>;
export type RowResult<T> = { ok: true; value: T } | { ok: false; reason: RejectReason };

const text = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);
const integer = (value: string | undefined): number | null => {
  const number = numberOf(value);
  return number === undefined ? null : Math.round(number);
};
const positive = (value: string | undefined): number | null => {
  const number = numberOf(value);
  return number !== undefined && number >= 0 ? number : null;
};
const coordinate = (value: string | undefined, limit: number): number | null => {
  const number = numberOf(value);
  return number !== undefined && Math.abs(number) <= limit && number !== 0 ? number : null;
};

const NEIGHBORHOOD_COLUMN = /^neighbou?rhood$/i;

/** The file's neighbourhood, written for people (`North_Ames` reads `North Ames`). */
function neighborhoodOf(extras: Record<string, number | string>): string | null {
  const key = Object.keys(extras).find((column) => NEIGHBORHOOD_COLUMN.test(column));
  const value = key === undefined ? undefined : extras[key];
  return typeof value === 'string' ? value.replace(/_/g, ' ') : null;
}

/** A sales row as stored, or why not: a sale needs a price, a living area and a real date. */
export function saleOfMappedRow(slug: string, row: MappedRow, line: number): RowResult<SaleInsert> {
  const { fields, extras } = row;
  const salePrice = numberOf(fields.sale_price);
  if (salePrice === undefined || salePrice <= 0) return { ok: false, reason: 'no price' };
  const livingArea = numberOf(fields.living_area);
  if (livingArea === undefined || livingArea <= 0) return { ok: false, reason: 'no area' };
  const saleDate = saleDateOf(fields);
  if (!saleDate) return { ok: false, reason: 'bad date' };
  const sale = {
    marketSlug: slug,
    saleDate,
    salePrice: Math.round(salePrice),
    livingArea,
    bedrooms: integer(fields.bedrooms),
    bathrooms: positive(fields.bathrooms),
    yearBuilt: integer(fields.year_built),
    lotArea: positive(fields.lot_area),
    latitude: coordinate(fields.latitude, 90),
    longitude: coordinate(fields.longitude, 180),
    zip: text(fields.zip),
    city: text(fields.city),
    state: text(fields.state)?.toUpperCase() ?? null,
    propertyType: text(fields.property_type),
    address: text(fields.address),
  };
  return { ok: true, value: { ...sale, id: rowId(slug, sale, extras), neighborhood: neighborhoodOf(extras), extras, sourceLine: line } };
}

/** A permits row as stored, or why not: a permit needs an issue date and an address or coordinates. */
export function permitOfMappedRow(slug: string, row: MappedRow, line: number): RowResult<PermitInsert> {
  const { fields, extras } = row;
  const issueDate = dateOf(fields.issue_date);
  if (!issueDate) return { ok: false, reason: 'bad date' };
  const latitude = coordinate(fields.latitude, 90);
  const longitude = coordinate(fields.longitude, 180);
  const address = text(fields.address);
  if (!address && (latitude === null || longitude === null)) return { ok: false, reason: 'no location' };
  const permit = {
    marketSlug: slug,
    permitNumber: text(fields.permit_number),
    issueDate,
    address,
    latitude,
    longitude,
    workType: text(fields.work_type) ?? 'Other',
    description: text(fields.description) ?? '',
    valuation: positive(fields.valuation),
    contractorName: text(fields.contractor_name),
  };
  return { ok: true, value: { ...permit, id: rowId(slug, permit, extras), extras, sourceLine: line } };
}
