import { and, asc, count, desc, eq, isNotNull, lt, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { marketSales } from './market.tables';
import { recordedHomeId } from './recorded-home';

// What the market pages read: a market's overview, its sales a page at a time, and its map points.

export interface NeighborhoodSummary {
  name: string;
  salesCount: number;
  medianPrice: number;
}

/** First and last sale dates and the neighbourhoods with their sale counts and median prices (most sales first). */
export async function marketOverview(db: Database, slug: string) {
  const [range] = await db
    .select({ first: min(marketSales.saleDate), last: max(marketSales.saleDate) })
    .from(marketSales)
    .where(eq(marketSales.marketSlug, slug));
  const rows = await db
    .select({
      name: marketSales.neighborhood,
      salesCount: count(),
      medianPrice: sql<number>`percentile_cont(0.5) within group (order by ${marketSales.salePrice})`.mapWith(Number),
    })
    .from(marketSales)
    .where(and(eq(marketSales.marketSlug, slug), isNotNull(marketSales.neighborhood)))
    .groupBy(marketSales.neighborhood)
    .orderBy(desc(count()), asc(marketSales.neighborhood));
  const neighborhoods: NeighborhoodSummary[] = rows.map((row) => ({ name: row.name ?? '', salesCount: row.salesCount, medianPrice: Math.round(row.medianPrice) }));
  return { firstSaleDate: range?.first ?? null, lastSaleDate: range?.last ?? null, neighborhoods };
}

/** The keyset of a page: the last sale's date and id, as an opaque cursor. */
const encodeCursor = (saleDate: string, id: string): string => Buffer.from(`${saleDate}|${id}`).toString('base64url');

/** The date and id a cursor holds, or undefined when it is not one this API wrote. */
export function decodeCursor(cursor: string): { saleDate: string; id: string } | undefined {
  const [saleDate, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !saleDate || !id || !/^\d{4}-\d{2}-\d{2}$/.test(saleDate) || !/^[a-z0-9-]+$/.test(id)) return undefined;
  return { saleDate, id };
}

/** One page of a market's sales, most recent first (keyset pagination: stable while rows are added). */
export async function salesPage(db: Database, slug: string, options: { neighborhood?: string; after?: { saleDate: string; id: string }; limit: number }) {
  const conditions: SQL[] = [eq(marketSales.marketSlug, slug)];
  if (options.neighborhood) conditions.push(eq(marketSales.neighborhood, options.neighborhood));
  if (options.after) {
    const { saleDate, id } = options.after;
    conditions.push(or(lt(marketSales.saleDate, saleDate), and(eq(marketSales.saleDate, saleDate), lt(marketSales.id, id)))!);
  }
  const rows = await db
    .select()
    .from(marketSales)
    .where(and(...conditions))
    .orderBy(desc(marketSales.saleDate), desc(marketSales.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    sales: page.map((row) => ({
      id: row.id,
      kukunId: recordedHomeId(row.homeNumber),
      saleDate: row.saleDate,
      salePrice: row.salePrice,
      livingArea: row.livingArea,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      yearBuilt: row.yearBuilt,
      neighborhood: row.neighborhood,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.saleDate, last.id) : null,
  };
}

/** Every located sale of a market as a map point. */
export async function mapPoints(db: Database, slug: string) {
  const rows = await db
    .select({ id: marketSales.id, homeNumber: marketSales.homeNumber, lat: marketSales.latitude, lng: marketSales.longitude, price: marketSales.salePrice })
    .from(marketSales)
    .where(and(eq(marketSales.marketSlug, slug), isNotNull(marketSales.latitude), isNotNull(marketSales.longitude)))
    .orderBy(asc(marketSales.homeNumber));
  return rows.map((row) => ({ id: row.id, kukunId: recordedHomeId(row.homeNumber), lat: row.lat ?? 0, lng: row.lng ?? 0, price: row.price }));
}
