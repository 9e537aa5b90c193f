import type { Database } from '../../db/database';
import { listMarkets, permitsNear } from '../market';
import { professionals } from './professional.tables';
import { permitCompanyKey, type ContractorPermit } from './professional-permits';

/**
 * Permits from the open permit files of loaded markets, filed within `miles` of a point since `since`
 * (YYYY-MM-DD) and naming a contractor. Each company they name gets an unclaimed directory profile
 * (like the seeded companies), so its permits count in the directory.
 */
export async function marketContractorPermits(db: Database, latitude: number, longitude: number, miles: number, since: string): Promise<ContractorPermit[]> {
  const found: ContractorPermit[] = [];
  for (const market of await listMarkets(db)) {
    if (market.permitsCount === 0) continue;
    for (const permit of await permitsNear(db, market.slug, latitude, longitude, miles)) {
      if (!permit.contractorName || permit.issueDate < since) continue;
      found.push({
        id: permit.id,
        address: permit.address ?? '',
        projectType: permit.workType,
        permitDate: permit.issueDate,
        status: 'Issued',
        jobValue: permit.valuation ?? 0,
        companyName: permit.contractorName,
        latitude: permit.latitude!,
        longitude: permit.longitude!,
        zipCode: '',
        city: market.city ?? '',
        state: market.state ?? '',
      });
    }
  }
  const companies = new Map(found.map((p) => [permitCompanyKey(p.companyName), p]));
  if (companies.size > 0) {
    await db
      .insert(professionals)
      .values(
        [...companies].map(([key, p]) => ({
          companyName: p.companyName,
          email: `office@${key}.example.com`,
          streetAddress: '',
          city: p.city,
          state: p.state,
          zipCode: '',
          kukunUrl: key,
          permitCompanyKey: key,
        })),
      )
      .onConflictDoNothing();
  }
  return found;
}
