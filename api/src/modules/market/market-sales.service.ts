import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { MarketSale } from './market-sale.types';
import { marketSales, markets } from './market.tables';
import { homeNumberOf, recordedHomeId } from './recorded-home';

/** A loaded market as stored. */
export type Market = typeof markets.$inferSelect;

/** A recorded sale with the report id of its home and its neighbourhood. */
export interface RecordedSale extends MarketSale {
  kukunId: number;
  homeNumber: number;
  neighborhood: string | null;
}

type SaleRow = typeof marketSales.$inferSelect;

/** The contract's shape of a stored sale row. */
export function saleOfRow(row: SaleRow): RecordedSale {
  return {
    id: row.id,
    marketSlug: row.marketSlug,
    saleDate: row.saleDate,
    salePrice: row.salePrice,
    livingArea: row.livingArea,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    yearBuilt: row.yearBuilt,
    lotArea: row.lotArea,
    latitude: row.latitude,
    longitude: row.longitude,
    zip: row.zip,
    city: row.city,
    state: row.state,
    propertyType: row.propertyType,
    address: row.address,
    extras: row.extras,
    kukunId: recordedHomeId(row.homeNumber),
    homeNumber: row.homeNumber,
    neighborhood: row.neighborhood,
  };
}

/** Every loaded market, by name. */
export function listMarkets(db: Database): Promise<Market[]> {
  return db.select().from(markets).orderBy(asc(markets.name));
}

/** One market, or undefined. */
export async function getMarket(db: Database, slug: string): Promise<Market | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.slug, slug));
  return row;
}

/** All recorded sales of a market, oldest first (ties by id, so the order is stable). */
export async function listMarketSales(db: Database, slug: string): Promise<MarketSale[]> {
  const rows = await db.select().from(marketSales).where(eq(marketSales.marketSlug, slug)).orderBy(asc(marketSales.saleDate), asc(marketSales.id));
  return rows.map(saleOfRow);
}

/** One recorded sale by id, or undefined. */
export async function getMarketSale(db: Database, id: string): Promise<RecordedSale | undefined> {
  const [row] = await db.select().from(marketSales).where(eq(marketSales.id, id));
  return row ? saleOfRow(row) : undefined;
}

/** The recorded sale whose home a report id names, or undefined (an address's id, or no such sale). */
export async function findRecordedSale(db: Database, kukunId: number): Promise<RecordedSale | undefined> {
  const homeNumber = homeNumberOf(kukunId);
  if (homeNumber === undefined) return undefined;
  const [row] = await db.select().from(marketSales).where(eq(marketSales.homeNumber, homeNumber));
  return row ? saleOfRow(row) : undefined;
}
