import { Link } from 'react-router-dom';
import type { HomeReport } from './home-report.api';
import { Block, formatMoney, Stats } from './report-ui';

/** The facts the valuation uses (api/src/modules/property/README.md, "Valuation"), with where to correct them. */
export function ValuationFactsBlock({ report }: { report: HomeReport }) {
  const s = report.summary;
  return (
    <Block id="valuation-facts" tabIndex={-1} aria-labelledby="valuation-facts-title">
      <h2 id="valuation-facts-title">What your value is based on</h2>
      <p className="lead">
        Today’s estimate of <strong>{formatMoney(s.currentValue)}</strong> comes from the living area at the area’s value per square foot, adjusted for the home’s age, its
        condition score and its bedrooms and bathrooms.
      </p>
      <Stats>
        <div><dt>Bedrooms</dt><dd>{s.bedrooms}</dd></div>
        <div><dt>Bathrooms</dt><dd>{s.bathrooms}</dd></div>
        <div><dt>Living area</dt><dd>{s.buildingArea.toLocaleString('en-US')} sq ft</dd></div>
        <div><dt>Year built</dt><dd>{s.yearBuilt}</dd></div>
        <div><dt>Condition score</dt><dd>{s.propertyScore} / 100</dd></div>
      </Stats>
      <h3>Is something wrong?</h3>
      <p>
        Finished a remodel or added a room? Replaced the roof or the furnace? Record the work in a <Link to="/home-renovation-costs">project estimate</Link>, and{' '}
        <Link to="/contact-us">tell us which fact is wrong</Link> so we can correct the home’s record. See the <Link to={`/properties/${report.kukunId}`}>full home report</Link>.
      </p>
    </Block>
  );
}
