import { Link } from 'react-router-dom';
import type { ReportFacts } from '../../shared/home-report.api';
import { Block, Stats } from '../../ui/report-ui';
import { HomeFactItems } from './home-fact-items.component';
import { formatDollars } from '@homeworth/shared-lib/domain';

/**
 * The facts the valuation uses (api/src/modules/property/README.md, "Valuation"), with where to correct them.
 * On /update-your-home itself (`onUpdatePage`) the help points to the form there and, for a user not yet verified, to
 * verifying ownership (`verifyPath`), never back to the same page.
 */
export function ValuationFactsBlock({ report, onUpdatePage = false, verifyPath }: { report: ReportFacts; onUpdatePage?: boolean; verifyPath?: string | undefined }) {
  const s = report.summary;
  return (
    <Block id="valuation-facts" tabIndex={-1} aria-labelledby="valuation-facts-title">
      <h2 id="valuation-facts-title">What your value is based on</h2>
      <p className="lead">
        Today’s estimate of <strong>{formatDollars(s.currentValue)}</strong> comes from the living area at the area’s value per square foot, adjusted for the home’s age, its
        condition score and its bedrooms and bathrooms.
      </p>
      <Stats>
        <HomeFactItems report={report} withLot livingAreaTestId="facts-living-area" />
        <div>
          <dt>Condition score</dt>
          <dd>{s.propertyScore} / 100</dd>
        </div>
      </Stats>
      <h3>Is something wrong?</h3>
      {onUpdatePage ? (
        <p>
          Finished a remodel or added a room? Replaced the roof or the furnace? The home’s verified owner corrects its facts on this page; the value and condition score follow on
          every page.{' '}
          {verifyPath ? (
            <>
              Not verified yet? <Link to={verifyPath}>Verify that you own it</Link> with a code we mail to the home or with your deed or tax bill.{' '}
            </>
          ) : null}
          See the <Link to={`/properties/${report.kukunId}`}>full home report</Link>.
        </p>
      ) : (
        <p>
          Finished a remodel or added a room? Replaced the roof or the furnace? The home’s verified owner corrects its facts on{' '}
          <Link to={`/update-your-home?id=${report.kukunId}`}>Update your home</Link>; the value and condition score follow. Price the next project with a{' '}
          <Link to="/home-renovation-costs">project estimate</Link>. See the <Link to={`/properties/${report.kukunId}`}>full home report</Link>.
        </p>
      )}
    </Block>
  );
}
