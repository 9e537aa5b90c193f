import { useId } from 'react';
import { formatDollars, type EstimateRoi } from '@homeworth/shared-lib/domain';
import { Panel, RoiFigure } from './estimate-result.styles';

/** Value added at sale and the spec's ROI (equity build - current value - project cost). */
export function ReturnOnInvestment({ roi, cost }: { roi: EstimateRoi; cost: number }) {
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>Return on investment</h2>
      {roi.roi === null || roi.resaleValueAdded === null || roi.totalEquityBuild === null ? (
        <p>
          The national Cost vs. Value study has no resale figure for this project, so we do not estimate the value it adds. Your home value stays at{' '}
          {formatDollars(roi.currentHomeValue)}.
        </p>
      ) : (
        <>
          <RoiFigure $positive={roi.roi >= 0}>
            <span className="label">{roi.roi >= 0 ? 'Estimated gain at sale' : 'Estimated net cost at sale'}</span>
            <span className="value" data-testid="estimate-roi">
              {formatDollars(roi.roi)}
            </span>
          </RoiFigure>
          <dl>
            <div>
              <dt>Project cost</dt>
              <dd>{formatDollars(cost)}</dd>
            </div>
            <div>
              <dt>Value added at sale ({Math.round(roi.recoupRate! * 1000) / 10}% recouped)</dt>
              <dd>{formatDollars(roi.resaleValueAdded)}</dd>
            </div>
            <div>
              <dt>Home value today</dt>
              <dd>{formatDollars(roi.currentHomeValue)}</dd>
            </div>
            <div>
              <dt>Home value after the project</dt>
              <dd>{formatDollars(roi.totalEquityBuild)}</dd>
            </div>
          </dl>
          <p className="note">
            {roi.recoupSource}. Resale values are estimates from realtors and change from year to year; they are not a promise of sale price.
          </p>
        </>
      )}
    </Panel>
  );
}
