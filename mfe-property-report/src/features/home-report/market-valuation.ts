import type { ReportAnswer } from '../../shared/home-report.api';

/**
 * The value of a home in a loaded market, from that market's model fitted to its recorded sales: the
 * value, its 80% range, the typical error measured on held-out sales, the comparable sales and the source.
 */
export interface MarketValuation {
  value: number;
  /** The 80% interval: 10th and 90th percentiles. */
  low: number;
  high: number;
  /** Forecast standard deviation as a fraction (0.08 = 8%). */
  fsd: number;
  asOf: string;
  method: string;
  /** The market's median error on held-out sales, as a fraction; null before the first evaluation. */
  typicalError?: number | null;
  /** The comparable recorded sales the value leaned on (public records, open to every visitor). */
  comparables: { id: string; saleDate: string; salePrice: number; livingArea: number; distanceMiles: number | null }[];
  /** Who recorded the sales the model learned from. */
  source: string;
}

/** The market value of a recorded home from its report (its summary's 80% range), or null for any other home. */
export function marketValuationOf(report: ReportAnswer): MarketValuation | null {
  const range = report.summary.valueRange;
  if (!range || report.dataSource.isSample) return null;
  return {
    value: report.summary.currentValue,
    ...range,
    source: report.dataSource.source ?? report.dataSource.provider,
  };
}
