import { and, between, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { marketPermits, marketSales } from './market.tables';
import { saleOfRow, type RecordedSale } from './market-sales.service';

/** A permit from a city's open-data file, as other modules read it. */
export type MarketPermit = typeof marketPermits.$inferSelect;

/** A permit belongs to the recorded home nearest it, when that home is within this many miles (about 50 m). */
export const PERMIT_HOME_RADIUS_MILES = 0.03;
/** The neighbourhood-projects map shows a market's permits within this many miles of the home. */
export const NEARBY_PERMITS_RADIUS_MILES = 1;

const MILES_PER_DEGREE_LAT = 69.0;

function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * MILES_PER_DEGREE_LAT;
  const dLng = (lng2 - lng1) * MILES_PER_DEGREE_LAT * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLng);
}

function box(latitude: number, longitude: number, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = miles / (MILES_PER_DEGREE_LAT * Math.cos(latitude * (Math.PI / 180)));
  return { lat: [latitude - dLat, latitude + dLat] as const, lng: [longitude - dLng, longitude + dLng] as const };
}

/** A market's located permits within `miles` of a point, nearest first. */
export async function permitsNear(db: Database, slug: string, latitude: number, longitude: number, miles = NEARBY_PERMITS_RADIUS_MILES): Promise<MarketPermit[]> {
  const b = box(latitude, longitude, miles);
  const rows = await db
    .select()
    .from(marketPermits)
    .where(and(eq(marketPermits.marketSlug, slug), between(marketPermits.latitude, b.lat[0], b.lat[1]), between(marketPermits.longitude, b.lng[0], b.lng[1])));
  return rows
    .map((permit) => ({ permit, miles: milesBetween(latitude, longitude, permit.latitude!, permit.longitude!) }))
    .filter((x) => x.miles <= miles)
    .sort((a, b) => a.miles - b.miles)
    .map((x) => x.permit);
}

/**
 * The permits of one recorded home: those filed at its address, and those whose location is within
 * PERMIT_HOME_RADIUS_MILES of it and nearer to it than to any other recorded home. Newest first.
 */
export async function permitsOfRecordedHome(db: Database, sale: RecordedSale): Promise<MarketPermit[]> {
  const byAddress = sale.address
    ? await db
        .select()
        .from(marketPermits)
        .where(and(eq(marketPermits.marketSlug, sale.marketSlug), eq(marketPermits.address, sale.address)))
    : [];
  const near = sale.latitude !== null && sale.longitude !== null ? await permitsNear(db, sale.marketSlug, sale.latitude, sale.longitude, PERMIT_HOME_RADIUS_MILES) : [];
  const mine: MarketPermit[] = [];
  for (const permit of near) {
    const b = box(permit.latitude!, permit.longitude!, PERMIT_HOME_RADIUS_MILES);
    const homes = await db
      .select({ homeNumber: marketSales.homeNumber, lat: marketSales.latitude, lng: marketSales.longitude })
      .from(marketSales)
      .where(and(eq(marketSales.marketSlug, sale.marketSlug), between(marketSales.latitude, b.lat[0], b.lat[1]), between(marketSales.longitude, b.lng[0], b.lng[1])));
    const nearest = homes.sort((x, y) => milesBetween(permit.latitude!, permit.longitude!, x.lat!, x.lng!) - milesBetween(permit.latitude!, permit.longitude!, y.lat!, y.lng!))[0];
    if (nearest?.homeNumber === sale.homeNumber) mine.push(permit);
  }
  const unique = new Map([...byAddress, ...mine].map((permit) => [permit.id, permit]));
  return [...unique.values()].sort((a, b) => b.issueDate.localeCompare(a.issueDate));
}

/** Every permit of a market (the contractor directory counts them by company). */
export function listMarketPermits(db: Database, slug: string): Promise<MarketPermit[]> {
  return db.select().from(marketPermits).where(eq(marketPermits.marketSlug, slug));
}

/** Recorded sales by id (the comparables behind a market value). */
export async function getMarketSales(db: Database, ids: string[]): Promise<RecordedSale[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(marketSales).where(inArray(marketSales.id, ids));
  return rows.map(saleOfRow);
}
