import { Link } from 'react-router-dom';
import type { ReportFacts } from '../../shared/home-report.api';
import { Block, Stats } from '../../ui/report-ui';
import { HomeFactItems } from './home-fact-items.component';
import { formatDollars } from '@homeworth/shared-lib/domain';

/** The facts the valuation uses (api/src/modules/property/README.md, "Valuation"), with where to correct them. */
export function ValuationFactsBlock({ report }: { report: ReportFacts }) {
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
      <p>
        Finished a remodel or added a room? Replaced the roof or the furnace? The home’s verified owner corrects its facts on{' '}
        <Link to={`/update-your-home?id=${report.kukunId}`}>Update your home</Link>; the value and condition score follow. Price the next project with a{' '}
        <Link to="/home-renovation-costs">project estimate</Link>. See the <Link to={`/properties/${report.kukunId}`}>full home report</Link>.
      </p>
    </Block>
  );
}
