import type { Database } from '../../db/database';
import { findRecordedSale } from '../market';
import { marketValue } from '../valuation';

/**
 * A home's value today, from one place: the home of a recorded sale in a loaded market is valued by
 * that market's fitted model (with its 80% range); any other home keeps the sample-data provider's
 * report value, labelled as such.
 */
export interface HomeValue {
  value: number;
  low: number | null;
  high: number | null;
  /** Forecast standard deviation as a fraction; null for sample data. */
  fsd: number | null;
  /** The date the value is for (the market model's); null for sample data. */
  asOf: string | null;
  source: 'market-model' | 'sample-data';
}

/** `sampleValue` is the report's value from the property data provider, used outside loaded markets. */
export async function currentHomeValue(db: Database, kukunId: number, sampleValue: number, asOf?: string): Promise<HomeValue> {
  const sale = await findRecordedSale(db, kukunId);
  const modelled = sale ? await marketValue(db, sale.marketSlug, sale, asOf) : null;
  if (!modelled) return { value: sampleValue, low: null, high: null, fsd: null, asOf: null, source: 'sample-data' };
  return { value: modelled.value, low: modelled.low, high: modelled.high, fsd: modelled.fsd, asOf: modelled.asOf, source: 'market-model' };
}
