import { useId } from 'react';
import { formatDollars, type EstimateRoi } from '@homeworth/shared-lib/domain';
import { Panel } from './estimate-result.styles';
import { RoiSummary } from './roi-summary.component';

/** Value added at sale and the spec's ROI (equity build - current value - project cost). */
export function ReturnOnInvestment({ roi, cost }: { roi: EstimateRoi; cost: number }) {
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>Return on investment</h2>
      {roi.roi === null || roi.resaleValueAdded === null || roi.totalEquityBuild === null ? (
        <p data-testid="recoup-explanation">
          {roi.recoupExplanation} We do not estimate the value it adds, so your home value stays at {formatDollars(roi.currentHomeValue)}.
        </p>
      ) : (
        <>
          <RoiSummary
            roi={roi.roi}
            cost={cost}
            costLabel="Project cost"
            resaleValueAdded={roi.resaleValueAdded}
            resaleLabel={`Value added at sale (${Math.round(roi.recoupRate! * 1000) / 10}% recouped)`}
            currentHomeValue={roi.currentHomeValue}
            totalEquityBuild={roi.totalEquityBuild}
            afterLabel="Home value after the project"
            testId="estimate-roi"
          />
          <p data-testid="recoup-explanation">{roi.recoupExplanation}</p>
          <p className="note">Resale values are estimates from realtors and change from year to year; they are not a promise of sale price.</p>
        </>
      )}
    </Panel>
  );
}
