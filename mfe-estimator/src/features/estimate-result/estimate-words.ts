import { formatDollars } from '@homeworth/shared-lib/domain';

/** How the result at sale reads: a gain, a net cost (shown as a positive amount) or breaking even. */
export interface AtSaleWords {
  label: string;
  amount: string;
  tone: 'gain' | 'cost' | 'even';
}

/**
 * The spec's ROI (value added at sale less the project's cost) in words. A negative ROI is a net
 * cost and is shown as the positive dollars it costs, so "net cost" is never followed by a minus.
 */
export function atSaleWords(roi: number): AtSaleWords {
  const dollars = Math.round(roi);
  if (dollars > 0) return { label: 'Estimated gain at sale', amount: formatDollars(dollars), tone: 'gain' };
  if (dollars < 0) return { label: 'Estimated net cost at sale', amount: formatDollars(-dollars), tone: 'cost' };
  return { label: 'Estimated to break even at sale', amount: formatDollars(0), tone: 'even' };
}

/** What a suggested project pays back, in words; a project that about breaks even says so rather than "Adds $0". */
export function paybackWords(profit: number): string {
  const dollars = Math.round(profit);
  if (dollars > 0) return `Adds ${formatDollars(dollars)} more than it costs`;
  if (dollars < 0) return `Recoups all but ${formatDollars(-dollars)}`;
  return 'Pays back about what it costs';
}

/**
 * A line item's share of the total. Small lines (disposal, design, contingency) keep a decimal so
 * they read as their true share rather than rounding to 0% or drifting a point.
 */
export function lineShare(amount: number, total: number): string {
  if (total <= 0 || amount <= 0) return '0%';
  const percent = (amount / total) * 100;
  if (percent < 0.1) return 'under 0.1%';
  return percent < 10 ? `${(Math.round(percent * 10) / 10).toLocaleString('en-US')}%` : `${Math.round(percent)}%`;
}
