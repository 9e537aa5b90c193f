import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, media } from '@homeworth/shared-lib';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import { AreaNotFoundPage } from '../../ui/area-not-found.component';
import { ReportPage } from '../../ui/report-page.component';
import { SampleBadge } from '../../ui/report-ui';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root';
import type { CityMarket } from './city-market.api';
import { cityMarketRequested } from './city-market.slice';
import { countOf, typicalHomeCostsNote } from '@homeworth/shared-lib/domain/money-and-units';

type Sale = CityMarket['recentSales'][number];
type Project = CityMarket['projects'][number];
type Permit = CityMarket['permitActivity']['latest'][number];

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A part of the city page: the shared card, spaced apart, its heading a little larger. */
const Section = styled(Card)`
  margin: 24px 0;
  padding: 20px 24px;
  h2 {
    font-size: 1.3rem;
  }
  ${media.below('xs')} {
    padding: 16px 12px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 16px;
  margin: 0;
  div {
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.background};
    border-radius: 8px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const SALE_COLUMNS: StackedTableColumn<Sale>[] = [
  { label: 'Address', rowHeader: true, cell: (s) => `${s.address}, ${s.zipCode}` },
  { label: 'Sold', cell: (s) => day(s.saleDate) },
  { label: 'Price', numeric: true, cell: (s) => formatDollars(s.salePrice) },
  { label: 'Beds / baths', numeric: true, cell: (s) => `${s.bedrooms} / ${s.bathrooms}` },
  { label: 'Area', numeric: true, cell: (s) => `${s.buildingArea.toLocaleString('en-US')} sq ft` },
];

const PERMIT_COLUMNS: StackedTableColumn<Permit>[] = [
  { label: 'Work', rowHeader: true, cell: (p) => p.projectType },
  { label: 'Filed', cell: (p) => day(p.permitDate) },
  { label: 'Address', cell: (p) => p.address },
  { label: 'Status', cell: (p) => p.status },
  { label: 'Declared value', numeric: true, cell: (p) => formatDollars(p.jobValue) },
];

const PROJECT_COLUMNS: StackedTableColumn<Project>[] = [
  { label: 'Project', rowHeader: true, cell: (p) => <Link to={p.url}>{p.projectName}</Link> },
  { label: 'Local cost', numeric: true, cell: (p) => formatDollars(p.estimatedCost) },
  { label: 'Recouped at sale', numeric: true, cell: (p) => `${p.recoupPercent}%` },
];

/** `/geo/<city>-<st>`: a city's housing market, permits and local remodel costs; an unknown city is "not found". */
export function CityMarketPage() {
  const { city = '' } = useParams();
  const dispatch = useDispatch();
  const loaded = useSelector((s: PropertyReportState) => s.cityMarket);
  // What the store holds for another city is not shown while this one loads.
  const market = loaded.city === city ? loaded.market : null;
  useEffect(() => {
    dispatch(cityMarketRequested(city));
  }, [dispatch, city]);

  if (market === 'not-found') return <AreaNotFoundPage />;
  if (market === 'failed')
    return (
      <ReportPage>
        <h1>City market</h1>
        <p role="alert">The market figures could not be loaded. Please try again in a moment.</p>
      </ReportPage>
    );
  if (!market) return <ReportPage aria-busy="true" />;
  const name = `${market.city}, ${market.state}`;
  const inFive = market.forecast[market.forecast.length - 1]!;
  return (
    <ReportPage>
      <h1>{name} housing market</h1>
      {market.isSample && (
        <p>
          <SampleBadge>Sample data</SampleBadge> Values, sales and permits on this page are generated sample data, not public records.
        </p>
      )}
      <Section aria-labelledby="city-value">
        <h2 id="city-value">Home values</h2>
        <Figures>
          <div>
            <dt>Median home value</dt>
            <dd>{formatDollars(market.medianValue)}</dd>
          </div>
          <div>
            <dt>Forecast for {inFive.year}</dt>
            <dd>{formatDollars(inFive.value)}</dd>
          </div>
          <div>
            <dt>Change over five years</dt>
            <dd>{market.fiveYearChangePercent}%</dd>
          </div>
        </Figures>
        <p>Forecast at {market.annualGrowthPercent}% a year, the growth of the area’s home values.</p>
      </Section>
      <Section aria-labelledby="city-sales">
        <h2 id="city-sales">Recent sales</h2>
        <StackedTable aria-labelledby="city-sales" columns={SALE_COLUMNS} rows={market.recentSales} rowKey={(s) => `${s.address}-${s.saleDate}`} />
      </Section>
      <Section aria-labelledby="city-permits">
        <h2 id="city-permits">Building permits</h2>
        <p>
          {countOf(market.permitActivity.count, 'permit')} filed in the last year, with {formatDollars(market.permitActivity.totalJobValue)} of declared work. The latest:
        </p>
        <StackedTable aria-labelledby="city-permits" columns={PERMIT_COLUMNS} rows={market.permitActivity.latest} rowKey={(p) => `${p.address}-${p.permitDate}`} />
      </Section>
      <Section aria-labelledby="city-projects">
        <h2 id="city-projects">What popular projects cost in {market.city}</h2>
        <p>
          {typicalHomeCostsNote(market.city, market.state, market.typicalHome)} ({market.stateName}’s regional price index: {market.region.index}.)
        </p>
        <StackedTable aria-labelledby="city-projects" columns={PROJECT_COLUMNS} rows={market.projects} rowKey={(p) => p.projectName} />
        <p>
          <Link to="/dashboard">Get the report of a home in {market.city}</Link> · <Link to="/sample-dashboard">See a sample report</Link>
        </p>
      </Section>
      <footer>
        <h2 className="visually-hidden">Sources</h2>
        <ul>
          {market.sources.map((s) => (
            <li key={s}>
              <small>{s}</small>
            </li>
          ))}
        </ul>
      </footer>
    </ReportPage>
  );
}
