import type { ComponentInstall, HomeComponentKey } from '@homeworth/shared-lib/domain';

/**
 * Where property facts come from. The default is the deterministic sample-data
 * provider; a licensed data feed implements the same interface and is chosen by
 * configuration (`PROPERTY_DATA_PROVIDER`).
 */

/** The identity a provider is asked about. */
export interface PropertyLocation {
  kukunId: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

/** A building permit on the home. */
export interface HomePermit {
  permitDate: string;
  /** Pipe-separated labels, e.g. "Roof|Re-roof". */
  kukunPermitLabelList: string;
  permitDescription: string;
  companyName: string;
  /** The component this permit replaced, when it replaced one (restarts its age). */
  replaces: HomeComponentKey | null;
}

/** A recorded sale. */
export interface SaleRecord {
  saleDate: string;
  salePrice: number;
}

/** A school near the home. */
export interface School {
  name: string;
  schoolType: 'Elementary' | 'Middle' | 'High';
  latitude: number;
  longitude: number;
}

/** A nearby home used for comparison. */
export interface NearbyHome {
  address: string;
  bedrooms: number;
  bathrooms: number;
  buildingArea: number;
  yearBuilt: number;
  latitude: number;
  longitude: number;
  lastSale: SaleRecord;
}

/** An active building permit in the neighbourhood. */
export interface NeighborhoodPermit {
  id: string;
  address: string;
  projectType: string;
  permitDate: string;
  status: 'Issued' | 'In review' | 'Inspection';
  jobValue: number;
  companyName: string;
  latitude: number;
  longitude: number;
}

/** Facts about the area a home is in. */
export interface AreaFacts {
  /** Typical value per square foot of living area. */
  pricePerSqft: number;
  /** Expected yearly change of home values. */
  annualGrowth: number;
  popUnder20Percent: number;
  popOver50Percent: number;
  subdivision: string;
  scores: { walk: number; transit: number; crime: number; air: number; hazard: number };
}

/** Everything a provider knows about one home. */
export interface HomeFacts {
  bedrooms: number;
  bathrooms: number;
  buildingArea: number;
  yearBuilt: number;
  /** Lot size in sq ft, when the record has one. */
  lotSize?: number;
  pool: boolean;
  garagePlaces: number;
  components: ComponentInstall[];
  sales: SaleRecord[];
  permits: HomePermit[];
  schools: School[];
  comparables: NearbyHome[];
  area: AreaFacts;
  /**
   * The assessor's parcel number (APN) from the county record. Private to the owner claim: the
   * owner has it on the tax bill, and no report, page or other answer may include it.
   */
  parcelNumber: string;
}

/** A source of property facts. */
export interface PropertyDataProvider {
  /** Configuration name, e.g. "sample". */
  readonly name: string;
  /** True when the facts are generated: the UI labels them "Sample data". */
  readonly isSample: boolean;
  homeFacts(location: PropertyLocation): HomeFacts;
  neighborhoodPermits(location: PropertyLocation): NeighborhoodPermit[];
}
