import { apiRequest } from '@homeworth/shared-lib';
import type { LockableReportSection, LockedSection, ReportAccess } from '@homeworth/shared-lib/domain';

/** The home report as GET /v1/property/properties/{id}/report answers it. */
export interface HomeReport {
  kukunId: number;
  dataSource: { provider: string; isSample: boolean };
  summary: {
    address: string;
    unitNumber: string;
    city: string;
    state: string;
    zipCode: string;
    bedrooms: number;
    bathrooms: number;
    buildingArea: number;
    yearBuilt: number;
    /** Lot size in sq ft, when the record has one. */
    lotSize?: number | null;
    currentValue: number;
    totalGrowth: number;
    propertyScore: number;
    permitsTotal: number;
    renovationHistory: number;
    salePrice: number | null;
    saleDate: string | null;
    propertyItems: {
      key: string;
      propertyItemName: string;
      remainingUsefulLife: number;
      usefulLife: number;
      installYear: number;
      depreciationValue: number | null;
      pointsLost: number;
      url: string | null;
    }[];
  };
  /** Facts the verified owner reported (fact keys and component keys); the report marks them. */
  ownerReported?: string[];
  forecast: { year: number; value: number }[];
  valueHistory: { year: number; value: number }[];
  sales: { saleDate: string; salePrice: number }[];
  condition: {
    score: number;
    components: { key: string; name: string; installYear: number; age: number; usefulLife: number; remainingUsefulLife: number; weight: number; remainingPercent: number }[];
  };
  permits: { permitDate: string; kukunPermitLabelList: string; permitDescription: string; companyName: string }[];
  comparables: { address: string; bedrooms: number; bathrooms: number; buildingArea: number; yearBuilt: number; distance: number; estimatedValue: number; pricePerSqft: number; lastSale: { saleDate: string; salePrice: number } }[];
  recentSales: { address: string; saleDate: string; salePrice: number; bedrooms: number; bathrooms: number; buildingArea: number; distance: number }[];
  neighborhood: {
    subdivision: string;
    popUnder20Percent: number;
    popOver50Percent: number;
    year5Value: number;
    nearestSchool: string | null;
    nearestSchoolDistance: number | null;
    schoolType: string | null;
    nearSchoolsRadius: number;
    nearSchoolsLimit: number;
    nearSchools: { name: string; schoolType: string; distance: number }[];
    neighborhoodScore: number;
    scores: { kind: 'air' | 'transit' | 'walk' | 'crime' | 'hazard'; score: number; scoreDescription: string; description: string; faqDescription: string; rating: number }[];
  };
  recommendedProjects: { projectName: string; estimatedProfit: number | null; estimatedCost: number; recoupPercent: number; url: string }[];
  remodelCostLinks: { label: string; city: string; state: string; zip: string; price: number; url: string }[];
}

type Gated<T> = T | LockedSection;

/**
 * The report as the API answers it: the sections the caller's tier does not open come as
 * `{ locked, requires, preview }` (shared-lib domain/report-access.ts), and `access` says the level and why.
 */
export type ReportAnswer = Omit<HomeReport, 'summary' | LockableReportSection> & {
  summary: Omit<HomeReport['summary'], 'propertyItems'> & { propertyItems: Gated<HomeReport['summary']['propertyItems']> };
  forecast: Gated<HomeReport['forecast']>;
  valueHistory: Gated<HomeReport['valueHistory']>;
  sales: Gated<HomeReport['sales']>;
  condition: Gated<HomeReport['condition']>;
  permits: Gated<HomeReport['permits']>;
  comparables: Gated<HomeReport['comparables']>;
  recentSales: Gated<HomeReport['recentSales']>;
  neighborhood: Gated<HomeReport['neighborhood']>;
  recommendedProjects: Gated<HomeReport['recommendedProjects']>;
  access: ReportAccess;
};

/** What every tier gets of a report: the home's identity and facts (the blocks that show only these take it). */
export type ReportFacts = Pick<HomeReport, 'kukunId' | 'ownerReported'> & { summary: Omit<HomeReport['summary'], 'propertyItems'> };

/** Which report to load: a property by kukunId, or the sample home. */
export type ReportTarget = { kind: 'property'; kukunId: number } | { kind: 'sample' };

/** Loads a home report (what the caller's tier allows). */
export function fetchReport(target: ReportTarget): Promise<ReportAnswer> {
  const url = target.kind === 'sample' ? '/v1/property/sample-report' : `/v1/property/properties/${target.kukunId}/report`;
  return apiRequest<ReportAnswer>({ method: 'GET', url });
}

/** The home report PDF (GET /v1/property/properties/{id}/report.pdf): full access only, a 403 for every other level. */
export const reportPdfUrl = (kukunId: number) => `/api/v1/property/properties/${kukunId}/report.pdf`;

/** The user's address allowance and limit flags (GET /v1/property/user-limits). */
export function fetchAddressRemaining(): Promise<{ addressRemainingCount: number; addressLimitBanner: boolean }> {
  return apiRequest<{ addressRemainingCount: number; addressLimitBanner: boolean }>({ method: 'GET', url: '/v1/property/user-limits' });
}

/** Unlocks a home's full report with one address (POST /v1/property/properties/{kukunId}/unlock). */
export function unlockReport(kukunId: number): Promise<{ upgraded: boolean }> {
  return apiRequest<{ upgraded: boolean }>({ method: 'POST', url: `/v1/property/properties/${kukunId}/unlock` });
}
