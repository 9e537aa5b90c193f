import { apiRequest } from '@homeworth/shared-lib';

/** A city's market as the API answers it (api/src/modules/geo/city-market.service.ts). */
export interface CityMarket {
  slug: string;
  city: string;
  state: string;
  stateName: string;
  isSample: boolean;
  medianValue: number;
  annualGrowthPercent: number;
  fiveYearChangePercent: number;
  forecast: { year: number; value: number }[];
  /** The home the project costs are priced for: the median size and year built of the homes sampled. */
  typicalHome: { buildingArea: number; yearBuilt: number; homesSampled: number };
  recentSales: { address: string; zipCode: string; bedrooms: number; bathrooms: number; buildingArea: number; saleDate: string; salePrice: number }[];
  permitActivity: {
    count: number;
    totalJobValue: number;
    byType: { projectType: string; count: number }[];
    latest: { projectType: string; permitDate: string; status: string; jobValue: number; address: string }[];
  };
  projects: { projectName: string; estimatedCost: number; recoupPercent: number; url: string }[];
  region: { index: number; name: string; source: string };
  sources: string[];
}

/** GET /v1/geo/cities/{slug}: a city's market figures (404 for a city the site does not cover). */
export function fetchCityMarket(city: string): Promise<CityMarket> {
  return apiRequest<CityMarket>({ method: 'GET', url: `/v1/geo/cities/${encodeURIComponent(city)}` });
}
