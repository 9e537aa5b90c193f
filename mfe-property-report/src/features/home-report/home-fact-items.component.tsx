import type { ReportFacts } from '../../shared/home-report.api';
import { OwnerReported } from './owner-reported.component';

/**
 * The home's own facts as `<Stats>` entries (bedrooms, bathrooms, living area, lot when asked, year
 * built), each marked when its verified owner corrected it. The report hero and the valuation facts
 * add their own entries around these.
 */
export function HomeFactItems({ report, withLot = false, livingAreaTestId }: { report: ReportFacts; withLot?: boolean; livingAreaTestId?: string }) {
  const s = report.summary;
  return (
    <>
      <div>
        <dt>Bedrooms</dt>
        <dd>
          {s.bedrooms}
          <OwnerReported report={report} fact="bedrooms" />
        </dd>
      </div>
      <div>
        <dt>Bathrooms</dt>
        <dd>
          {s.bathrooms}
          <OwnerReported report={report} fact="bathrooms" />
        </dd>
      </div>
      <div>
        <dt>Living area</dt>
        <dd data-testid={livingAreaTestId}>
          {s.buildingArea.toLocaleString('en-US')} sq ft
          <OwnerReported report={report} fact="buildingArea" />
        </dd>
      </div>
      {withLot && s.lotSize ? (
        <div>
          <dt>Lot size</dt>
          <dd>
            {s.lotSize.toLocaleString('en-US')} sq ft
            <OwnerReported report={report} fact="lotSize" />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Year built</dt>
        <dd>
          {s.yearBuilt}
          <OwnerReported report={report} fact="yearBuilt" />
        </dd>
      </div>
    </>
  );
}
