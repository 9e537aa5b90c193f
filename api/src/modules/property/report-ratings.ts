import { ratingOutOfFive } from '@homeworth/shared-lib/domain';
import { FORECAST_YEARS } from './valuation.service';

// The report's two comparison figures: the condition score as a 0-5 rating, and how the home's
// own growth compares with its area's over the same 5-year span.

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** A sale less than a year old says too little about a home's own growth. */
const MIN_YEARS_SINCE_SALE = 1;

/** The condition score (0-100) on the 0-5 scale the report's stars use. */
export const conditionRating = (propertyScore: number): number => ratingOutOfFive(propertyScore);

/**
 * The home's growth minus its area's, in percentage points over 5 years: the home's own yearly
 * growth since its last sale compounded over 5 years, less the area's 5-year growth. Null without
 * a sale at least a year old.
 */
export function growthDifference(home: { currentValue: number; salePrice: number | null; saleDate: string | null; areaGrowth: number }, today = new Date()): number | null {
  if (!home.salePrice || !home.saleDate || home.salePrice <= 0) return null;
  const years = (today.getTime() - new Date(home.saleDate).getTime()) / YEAR_MS;
  if (!Number.isFinite(years) || years < MIN_YEARS_SINCE_SALE) return null;
  const homeGrowth = (Math.pow(home.currentValue / home.salePrice, FORECAST_YEARS / years) - 1) * 100;
  return Math.round((homeGrowth - home.areaGrowth) * 10) / 10;
}
