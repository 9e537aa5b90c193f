import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { cityMarketPath, homeDescription, formatDollars, pricesLabel } from '@homeworth/shared-lib/domain';
import type { HomeReport } from '../../shared/home-report.api';
import { ValueChart } from './forecast-chart.component';
// Bundled into the apps that use it, not part of the shared singleton every first load fetches.
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import { Block, formatDay, formatMonth, SampleBadge, ScrollX, Stats, yearsText } from '../../ui/report-ui';
import { OwnerReported } from './owner-reported.component';
import { HomeFactItems } from './home-fact-items.component';
import { ComponentCosts } from './component-costs.component';

type ConditionItem = HomeReport['summary']['propertyItems'][number];
type Permit = HomeReport['permits'][number];
type Comparable = HomeReport['comparables'][number];
type Sale = HomeReport['recentSales'][number];

// The report's tables: cards with labelled cells on a phone (StackedTable), so none scrolls sideways there.
const conditionColumns = (report: HomeReport): StackedTableColumn<ConditionItem>[] => [
  {
    label: 'Part',
    rowHeader: true,
    cell: (item) => (
      <>
        {item.propertyItemName}
        <br />
        <small>
          installed or replaced {item.installYear}
          <OwnerReported report={report} fact={item.key} />, life {yearsText(item.usefulLife)}
        </small>
      </>
    ),
  },
  { label: 'Points lost', numeric: true, cell: (item) => item.pointsLost },
  { label: 'Useful life left', numeric: true, cell: (item) => (item.remainingUsefulLife === 0 ? 'Past its life' : yearsText(item.remainingUsefulLife)) },
  {
    label: `Replacement cost (${pricesLabel(report.summary.state)})`,
    numeric: true,
    cell: (item) => (item.replacementCost === null ? 'n/a' : formatDollars(item.replacementCost)),
  },
  { label: 'Depreciation', numeric: true, cell: (item) => (item.depreciationValue === null ? 'n/a' : formatDollars(item.depreciationValue)) },
  {
    label: 'Fix it',
    cell: (item) =>
      item.url ? (
        <Link to={item.url}>
          Estimate the cost<span className="visually-hidden"> of {item.propertyItemName.toLowerCase()}</span>
        </Link>
      ) : (
        'Ask an inspector'
      ),
  },
];
const PERMIT_COLUMNS: StackedTableColumn<Permit>[] = [
  { label: 'Date', rowHeader: true, cell: (p) => formatDay(p.permitDate) },
  { label: 'Work', cell: (p) => p.kukunPermitLabelList.split('|').join(', ') },
  { label: 'Description', cell: (p) => p.permitDescription },
  { label: 'Contractor', cell: (p) => p.companyName },
];
const COMPARABLE_COLUMNS: StackedTableColumn<Comparable>[] = [
  { label: 'Address', rowHeader: true, cell: (c) => c.address },
  { label: 'Beds / baths', numeric: true, cell: (c) => `${c.bedrooms} / ${c.bathrooms}` },
  { label: 'Area', numeric: true, cell: (c) => `${c.buildingArea.toLocaleString('en-US')} sq ft` },
  { label: 'Distance', numeric: true, cell: (c) => `${c.distance.toFixed(1)} mi` },
  { label: 'Value', numeric: true, cell: (c) => formatDollars(c.estimatedValue) },
  { label: 'Per sq ft', numeric: true, cell: (c) => formatDollars(c.pricePerSqft) },
];
const SALE_COLUMNS: StackedTableColumn<Sale>[] = [
  { label: 'Address', rowHeader: true, cell: (s) => s.address },
  { label: 'Sold', cell: (s) => formatMonth(s.saleDate) },
  { label: 'Price', numeric: true, cell: (s) => formatDollars(s.salePrice) },
  { label: 'Beds / baths', numeric: true, cell: (s) => `${s.bedrooms} / ${s.bathrooms}` },
  { label: 'Distance', numeric: true, cell: (s) => `${s.distance.toFixed(1)} mi` },
];

const Hero = styled(Block)`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.secondary} 0%, ${({ theme }) => theme.colors.secondaryGradientEnd} 100%);
  color: ${({ theme }) => theme.colors.onDark};
  border: none;
  /* && outranks a host page's own h1 colour (the dashboard's navy heading rule), so the address stays white on navy. */
  && h1 {
    margin: 8px 0 4px;
    font-size: clamp(1.5rem, 4vw, 2.2rem);
    color: ${({ theme }) => theme.colors.onDark};
  }
  .place {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  .place a {
    color: ${({ theme }) => theme.colors.onDark};
  }
  .intro {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  .value {
    font-size: clamp(2rem, 6vw, 3rem);
    font-weight: 800;
    margin: 0;
  }
  .value-label {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  .growth {
    display: inline-block;
    margin-top: 8px;
    padding: 4px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.overlays.onDarkChip};
    font-weight: 600;
  }
  dl div {
    background: ${({ theme }) => theme.overlays.onDarkPanel};
  }
  dt {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  dd {
    color: ${({ theme }) => theme.colors.onDark};
  }
  .top {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 16px;
    align-items: end;
    margin-bottom: 20px;
  }
  .score {
    text-align: center;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.secondary};
    border-radius: 12px;
    padding: 12px 18px;
  }
  .score strong,
  .score .rating {
    display: block;
  }
  .score strong {
    font-size: 2rem;
  }
  ${media.below('xs')} {
    .top {
      grid-template-columns: 1fr;
    }
  }
`;

const Badge = styled(SampleBadge)`
  background: ${({ theme }) => theme.colors.surface};
`;

/** hero: address, value, growth, condition score and the home's facts. */
export function HeroBlock({ report }: { report: HomeReport }) {
  const s = report.summary;
  const market = cityMarketPath(s.city, s.state);
  return (
    <Hero id="hero" tabIndex={-1} aria-labelledby="hero-title">
      {report.dataSource.isSample ? <Badge>Sample data</Badge> : null}
      <h1 id="hero-title">
        {s.address}
        {s.unitNumber ? ` #${s.unitNumber}` : ''}
      </h1>
      <p className="place">
        {s.city}, {s.state} {s.zipCode}
        {market ? (
          <>
            {' · '}
            <Link to={market}>The {s.city} market</Link>
          </>
        ) : null}
      </p>
      {/* An address longer than 33 characters is not repeated in the sentence. */}
      <p className="intro" data-testid="hero-intro">
        {homeDescription(`${s.address}${s.unitNumber ? ` #${s.unitNumber}` : ''}`).sentence}
      </p>
      <div className="top">
        <div>
          <p className="value-label">Estimated home value</p>
          <p className="value" data-testid="hero-value">
            {formatDollars(s.currentValue)}
          </p>
          <span className="growth">+{s.totalGrowth}% forecast over 5 years</span>
        </div>
        <div className="score" role="group" aria-label={`Condition score ${s.propertyScore} out of 100, ${s.ratingOutOfFive.toFixed(1)} of 5`}>
          <strong>{s.propertyScore}</strong>
          Condition score
          <span className="rating" data-testid="condition-rating">
            {s.ratingOutOfFive.toFixed(1)} of 5
          </span>
        </div>
      </div>
      <Stats>
        <HomeFactItems report={report} />
        <div>
          <dt>Permits on file</dt>
          <dd>{s.permitsTotal}</dd>
        </div>
        <div>
          <dt>Last sale</dt>
          <dd>{s.salePrice && s.saleDate ? `${formatDollars(s.salePrice)} (${formatMonth(s.saleDate)})` : 'None on file'}</dd>
        </div>
      </Stats>
    </Hero>
  );
}

/** forecast: the 5-year value forecast chart. */
export function ForecastBlock({ report }: { report: HomeReport }) {
  const f = report.forecast;
  const first = f[0]!;
  const last = f[f.length - 1]!;
  return (
    <Block id="forecast" tabIndex={-1} aria-labelledby="forecast-title">
      <h2 id="forecast-title">5-year value forecast</h2>
      <p className="lead">
        From {formatDollars(first.value)} today to {formatDollars(last.value)} in {last.year}: a total growth of{' '}
        <strong data-testid="total-growth">{report.summary.totalGrowth}%</strong>.
      </p>
      <p data-testid="forecast-basis">{report.forecastBasis.explanation}</p>
      <ValueChart points={f} title="Home value forecast" summary={`Forecast values: ${f.map((p) => `${p.year} ${formatDollars(p.value)}`).join(', ')}.`} />
    </Block>
  );
}

/** property-condition: score, the components that drag it down and the projects that fix them. */
export function ConditionBlock({ report }: { report: HomeReport }) {
  const items = report.summary.propertyItems;
  return (
    <Block id="property-condition" tabIndex={-1} aria-labelledby="condition-title">
      <h2 id="condition-title">Home condition: {report.condition.score} / 100</h2>
      <p className="lead">
        Each part of the home is scored by its age against its expected useful life (NAHB); a permit that replaced a part restarts its age. A replacement cost is the estimator’s
        price of replacing that part in this home.
      </p>
      {items.length === 0 ? (
        <p>No part of this home is near the end of its useful life.</p>
      ) : (
        <ScrollX tabIndex={0} aria-label="Parts lowering the score">
          <StackedTable caption="What lowers the score" columns={conditionColumns(report)} rows={items} rowKey={(item) => item.key} />
        </ScrollX>
      )}
      <ComponentCosts components={report.condition.components} />
    </Block>
  );
}

/** permit-history: the home's building permits. */
export function PermitsBlock({ report }: { report: HomeReport }) {
  return (
    <Block id="permit-history" tabIndex={-1} aria-labelledby="permits-title">
      <h2 id="permits-title">Permit history</h2>
      <p className="lead">{report.permits.length} building permits on file.</p>
      <ScrollX tabIndex={0} aria-label="Permits">
        <StackedTable columns={PERMIT_COLUMNS} rows={report.permits} rowKey={(p) => `${p.permitDate}-${p.permitDescription}`} />
      </ScrollX>
    </Block>
  );
}

/** comparable-home-values: nearby homes valued with the same model. */
export function ComparablesBlock({ report }: { report: HomeReport }) {
  return (
    <Block id="comparable-home-values" tabIndex={-1} aria-labelledby="comps-title">
      <h2 id="comps-title">Comparable home values</h2>
      <p className="lead">Similar homes nearby, valued with the same method as this one.</p>
      <ScrollX tabIndex={0} aria-label="Comparable homes">
        <StackedTable columns={COMPARABLE_COLUMNS} rows={report.comparables} rowKey={(c) => c.address} />
      </ScrollX>
    </Block>
  );
}

/** recent-sales and history: sales nearby, and this home's value history and sales. */
export function SalesAndHistoryBlocks({ report }: { report: HomeReport }) {
  return (
    <>
      <Block id="recent-sales" tabIndex={-1} aria-labelledby="sales-title">
        <h2 id="sales-title">Recent sales nearby</h2>
        <ScrollX tabIndex={0} aria-label="Recent sales">
          <StackedTable columns={SALE_COLUMNS} rows={report.recentSales} rowKey={(s) => s.address} />
        </ScrollX>
      </Block>
      <Block id="history" tabIndex={-1} aria-labelledby="history-title">
        <h2 id="history-title">Value history</h2>
        <ValueChart
          points={report.valueHistory}
          title="Home value history"
          summary={`Estimated values: ${report.valueHistory.map((p) => `${p.year} ${formatDollars(p.value)}`).join(', ')}.`}
        />
        {report.sales.length > 0 ? (
          <>
            <h3>Sales of this home</h3>
            <ul>
              {report.sales.map((s) => (
                <li key={s.saleDate}>
                  {formatDay(s.saleDate)}: {formatDollars(s.salePrice)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Block>
    </>
  );
}
