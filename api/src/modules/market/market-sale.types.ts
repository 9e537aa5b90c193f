/** One recorded sale of a loaded market, as the importer stores it and the valuation model reads it. */
export interface MarketSale {
  /** Stable id, unique across markets: `<marketSlug>-<digest of the row's identifying fields>`. */
  id: string;
  marketSlug: string;
  /** YYYY-MM-DD; the 15th of the month when the file gives only a year and a month. */
  saleDate: string;
  salePrice: number;
  /** Square feet of finished living area above grade. */
  livingArea: number;
  bedrooms: number | null;
  bathrooms: number | null;
  yearBuilt: number | null;
  lotArea: number | null;
  latitude: number | null;
  longitude: number | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  propertyType: string | null;
  /** Street address when the file has one; never invented. */
  address: string | null;
  /** Every other column of the file: numbers as numbers, text as categories. */
  extras: Record<string, number | string>;
}

/** The facts of a home to value: a sale's facts without its price and date. */
export type HomeFacts = Omit<MarketSale, 'id' | 'salePrice' | 'saleDate' | 'marketSlug'>;

/** A home's value from a market's fitted model. */
export interface MarketValue {
  marketSlug: string;
  value: number;
  /** The 80% interval: 10th and 90th percentiles. */
  low: number;
  high: number;
  /** Forecast standard deviation as a fraction (0.08 = 8%), as the industry reports confidence. */
  fsd: number;
  /** YYYY-MM-DD the value is for. */
  asOf: string;
  method: string;
  comparables: { id: string; saleDate: string; salePrice: number; livingArea: number; distanceMiles: number | null }[];
}
