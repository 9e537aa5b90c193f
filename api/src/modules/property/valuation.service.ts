import type { AreaFacts } from './providers/property-data.provider';

/**
 * Automated valuation (the home's value today) and its forecast.
 *
 * Method: a cost-per-area model adjusted by the home's attributes, the form
 * mass-appraisal models take (IAAO). The area's level is its typical value per
 * square foot of living area (from the property data provider); it is adjusted for
 *  - age: -0.3% per year of age, at most -15% (older homes sell below newer ones of the same size),
 *  - condition: from 85% (score 0) to 100% (score 100) of the area level,
 *  - rooms against a 3-bedroom, 2-bathroom reference: +/-1.5% per bedroom, +/-2.5% per bathroom,
 * and rounded to the nearest $1,000. The coefficients are our own choice, not
 * fitted to sales; with sample data the value is an illustration.
 * Forecast: the home's market growth (market-growth.ts: a loaded market's index, else its city's
 * growth) compounded over five years; totalGrowth is the 5-year change in percent.
 * History: the same growth run backwards from today's value, one point a year.
 */

/** What the valuation needs to know about a home. */
export interface ValuationInput {
  buildingArea: number;
  yearBuilt: number;
  bedrooms: number;
  bathrooms: number;
  conditionScore: number;
}

/** One point of a value series. */
export interface ValuePoint {
  year: number;
  value: number;
}

/** The value today, its forecast and its history. */
export interface Valuation {
  currentValue: number;
  /** Year 0 (today, equal to currentValue) to year 5. */
  forecast: ValuePoint[];
  /** 5-year growth in percent, one decimal. */
  totalGrowth: number;
  year5Value: number;
  /** The five years before today and today. */
  history: ValuePoint[];
}

/** Years of growth in the forecast: growth is measured over 5 years. */
export const FORECAST_YEARS = 5;

/** Today's value of a home in an area. */
export function estimateValue(home: ValuationInput, area: Pick<AreaFacts, 'pricePerSqft'>, currentYear: number): number {
  const age = Math.max(0, currentYear - home.yearBuilt);
  const ageFactor = 1 - Math.min(0.15, 0.003 * age);
  const conditionFactor = 0.85 + 0.15 * (Math.min(100, Math.max(0, home.conditionScore)) / 100);
  const roomFactor = 1 + 0.015 * (home.bedrooms - 3) + 0.025 * (home.bathrooms - 2);
  return Math.round((home.buildingArea * area.pricePerSqft * ageFactor * conditionFactor * roomFactor) / 1000) * 1000;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * A value moved in time along the area's trend (a repeat-sales index): a sale indexed to today,
 * or today's value taken back to a sale date. `from` and `to` are ISO dates or Dates.
 */
export function alongTrend(value: number, annualGrowth: number, from: string | Date, to: string | Date): number {
  const years = (new Date(to).getTime() - new Date(from).getTime()) / YEAR_MS;
  return value * Math.pow(1 + annualGrowth, years);
}

/** Value, forecast and history of a home. */
export function valueHome(home: ValuationInput, area: Pick<AreaFacts, 'pricePerSqft' | 'annualGrowth'>, currentYear: number, knownValue?: number): Valuation {
  // A value from a market's fitted model (recorded homes) replaces the cost-per-area estimate.
  const currentValue = knownValue ?? estimateValue(home, area, currentYear);
  const step = (y: number) => Math.round((currentValue * Math.pow(1 + area.annualGrowth, y)) / 1000) * 1000;
  const forecast = Array.from({ length: FORECAST_YEARS + 1 }, (_, y) => ({ year: currentYear + y, value: y === 0 ? currentValue : step(y) }));
  const history = Array.from({ length: FORECAST_YEARS + 1 }, (_, i) => {
    const y = i - FORECAST_YEARS;
    return { year: currentYear + y, value: y === 0 ? currentValue : step(y) };
  });
  const year5Value = forecast[FORECAST_YEARS]?.value ?? currentValue;
  return { currentValue, forecast, totalGrowth: Math.round((Math.pow(1 + area.annualGrowth, FORECAST_YEARS) - 1) * 1000) / 10, year5Value, history };
}
