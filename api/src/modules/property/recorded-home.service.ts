import type { Database } from '../../db/database';
import {
  findRecordedSale,
  getMarket,
  type HomeFacts as MarketHomeFacts,
  getMarketSales,
  permitsNear,
  permitsOfRecordedHome,
  type MarketPermit,
  type RecordedSale,
} from '../market';
import { marketValue, type MarketValue } from '../valuation';
import { componentRenewedBy } from './permit-work-types';
import { properties } from './property.tables';
import type { HomeFacts, HomePermit, NearbyHome, NeighborhoodPermit } from './providers/property-data.provider';

// A recorded sale of a loaded market opens as a home report: its facts come from the recorded sale,
// its value from the market's fitted model, its permits from the market's open permit file (a permit
// renews the component its work type names, see permit-work-types). Area facts the market has no
// data for (schools, scores) stay the provider's.

/** What a recorded home's report is drawn from. */
export interface RecordedHome {
  sale: RecordedSale;
  /** Who recorded the data, e.g. the Ames Assessor's records compiled by De Cock. */
  source: string;
  value: MarketValue | null;
  comparables: RecordedSale[];
  permits: MarketPermit[];
  nearbyPermits: MarketPermit[];
}

/** How a recorded home is named: it has no street address unless the file gave one, and none is invented. */
export function recordedHomeName(sale: RecordedSale): string {
  if (sale.address) return sale.address;
  return sale.neighborhood ? `${sale.neighborhood} home` : `Recorded sale #${sale.homeNumber}`;
}

/** The recorded home a report id names, with everything its report needs, or undefined. */
export async function loadRecordedHome(db: Database, kukunId: number): Promise<RecordedHome | undefined> {
  const sale = await findRecordedSale(db, kukunId);
  if (!sale) return undefined;
  const { marketSlug } = sale;
  const facts: MarketHomeFacts = {
    livingArea: sale.livingArea,
    bedrooms: sale.bedrooms,
    bathrooms: sale.bathrooms,
    yearBuilt: sale.yearBuilt,
    lotArea: sale.lotArea,
    latitude: sale.latitude,
    longitude: sale.longitude,
    zip: sale.zip,
    city: sale.city,
    state: sale.state,
    propertyType: sale.propertyType,
    address: sale.address,
    extras: sale.extras,
  };
  const [market, value, permits, nearbyPermits] = await Promise.all([
    getMarket(db, marketSlug),
    marketValue(db, marketSlug, facts).catch(() => null),
    permitsOfRecordedHome(db, sale),
    sale.latitude !== null && sale.longitude !== null ? permitsNear(db, marketSlug, sale.latitude, sale.longitude) : Promise.resolve([]),
  ]);
  const comparables = await getMarketSales(
    db,
    (value?.comparables ?? []).map((c) => c.id),
  );
  return { sale, source: market?.sourceText || market?.name || marketSlug, value, comparables, permits, nearbyPermits };
}

/** Records (or refreshes) the property row of a recorded home, so saving, claiming and sharing it work as for any home. */
export async function storeRecordedHomeProperty(db: Database, kukunId: number, home: RecordedHome) {
  const { sale } = home;
  const row = {
    kukunId,
    addressKey: `recorded-sale|${sale.id}`,
    address: recordedHomeName(sale),
    city: sale.city ?? '',
    state: sale.state ?? '',
    // The file's ZIP, or none: a ZIP is never guessed for a recorded home.
    zipCode: sale.zip ?? '',
    latitude: sale.latitude ?? 0,
    longitude: sale.longitude ?? 0,
  };
  const [stored] = await db
    .insert(properties)
    .values(row)
    .onConflictDoUpdate({
      target: properties.kukunId,
      set: { addressKey: row.addressKey, address: row.address, city: row.city, state: row.state, zipCode: row.zipCode, latitude: row.latitude, longitude: row.longitude },
    })
    .returning();
  return stored!;
}

const nameOfSale = (sale: RecordedSale): string => recordedHomeName(sale);

/**
 * The recorded sale's facts over the provider's: rooms, areas, year, the sale itself, its permits and
 * comparables. Its parts date from the year it was built unless a recorded permit renewed them: the
 * provider's invented renewals would show install years no record explains.
 */
export function recordedHomeFacts(base: HomeFacts, home: RecordedHome): HomeFacts {
  const { sale } = home;
  const yearBuilt = sale.yearBuilt ?? base.yearBuilt;
  return {
    ...base,
    components: base.components.map((c) => ({ key: c.key, installYear: yearBuilt })),
    bedrooms: sale.bedrooms ?? base.bedrooms,
    bathrooms: sale.bathrooms ?? base.bathrooms,
    buildingArea: sale.livingArea,
    yearBuilt,
    ...(sale.lotArea !== null ? { lotSize: sale.lotArea } : {}),
    sales: [{ saleDate: sale.saleDate, salePrice: sale.salePrice }],
    permits: home.permits.map((permit): HomePermit => ({
      permitDate: permit.issueDate,
      kukunPermitLabelList: permit.workType,
      permitDescription: permit.description,
      companyName: permit.contractorName ?? '',
      replaces: componentRenewedBy({ labels: permit.workType, description: permit.description }),
    })),
    comparables: home.comparables
      .filter((c) => c.latitude !== null && c.longitude !== null)
      .map((c): NearbyHome => ({
        address: nameOfSale(c),
        bedrooms: c.bedrooms ?? 0,
        bathrooms: c.bathrooms ?? 0,
        buildingArea: c.livingArea,
        yearBuilt: c.yearBuilt ?? 0,
        latitude: c.latitude!,
        longitude: c.longitude!,
        lastSale: { saleDate: c.saleDate, salePrice: c.salePrice },
      })),
  };
}

/** A market's permits near a recorded home, as the neighbourhood-projects map shows them. */
export function recordedNeighborhoodPermits(home: RecordedHome): NeighborhoodPermit[] {
  return home.nearbyPermits.map((permit) => ({
    id: permit.id,
    address: permit.address ?? `${home.sale.city ?? ''} permit ${permit.permitNumber ?? ''}`.trim(),
    projectType: permit.workType,
    permitDate: permit.issueDate,
    status: 'Issued',
    jobValue: permit.valuation ?? 0,
    companyName: permit.contractorName ?? '',
    latitude: permit.latitude!,
    longitude: permit.longitude!,
  }));
}
