import { formatDollars } from '@homeworth/shared-lib/domain';
import { RoiFigure } from './estimate-result.styles';
import { atSaleWords } from './estimate-words';

interface RoiSummaryProps {
  /** The spec's ROI: equity build - current value - project cost, rounded, in dollars. */
  roi: number;
  cost: number;
  costLabel: string;
  resaleValueAdded: number;
  resaleLabel: string;
  currentHomeValue: number;
  totalEquityBuild: number;
  afterLabel: string;
  testId: string;
}

/** The ROI figure and how it is made up; shared by the single-project and the combined result. */
export function RoiSummary({ roi, cost, costLabel, resaleValueAdded, resaleLabel, currentHomeValue, totalEquityBuild, afterLabel, testId }: RoiSummaryProps) {
  const atSale = atSaleWords(roi);
  return (
    <>
      <RoiFigure $positive={atSale.tone !== 'cost'}>
        <span className="label">{atSale.label}</span>
        <span className="value" data-testid={testId}>
          {atSale.amount}
        </span>
      </RoiFigure>
      <dl>
        <div>
          <dt>{costLabel}</dt>
          <dd>{formatDollars(cost)}</dd>
        </div>
        <div>
          <dt>{resaleLabel}</dt>
          <dd>{formatDollars(resaleValueAdded)}</dd>
        </div>
        <div>
          <dt>Home value today</dt>
          <dd>{formatDollars(currentHomeValue)}</dd>
        </div>
        <div>
          <dt>{afterLabel}</dt>
          <dd>{formatDollars(totalEquityBuild)}</dd>
        </div>
      </dl>
    </>
  );
}
