import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, media } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root-reducer';
import { formatDay } from '../../ui/report-ui';
import { ReportPage, ReportPageHead } from '../../ui/report-page.component';
import { marketRequested, neighborhoodChosen } from './market.slice';
import { SalesMap } from './sales-map.component';
import { PriceIndexChart } from './price-index-chart.component';
import { RecentSales } from './recent-sales.component';
import { NeighborhoodFilter, neighborhoodName } from './neighborhood-filter.component';

const Section = styled(Card)`
  margin: 20px 0;
  padding: 20px 24px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  ${media.below('xs')} {
    padding: 16px 12px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 20px;
  ${media.below('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: 12px;
  margin: 16px 0 0;
  div {
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.4rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const RealData = styled.span`
  display: inline-block;
  margin-right: 8px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.secondary};
`;

/** A typical price: the neighbourhood medians weighted by their sales (the market answer has no whole-market median). */
function marketMedian(neighborhoods: readonly { salesCount: number; medianPrice: number }[]): number {
  const sorted = [...neighborhoods].sort((a, b) => a.medianPrice - b.medianPrice);
  const half = sorted.reduce((n, h) => n + h.salesCount, 0) / 2;
  let seen = 0;
  for (const h of sorted) {
    seen += h.salesCount;
    if (seen >= half) return h.medianPrice;
  }
  return 0;
}

/**
 * `/geo/<slug>` for a loaded market of recorded sales: map, price index, recent sales by neighbourhood and
 * the records' source. A slug that is not a loaded market shows `fallback` (the city's sample page).
 */
export function MarketPage({ slug, fallback }: { slug: string; fallback: ReactNode }) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('neighborhood');
  const state = useSelector((s: PropertyReportState) => s.market);
  useEffect(() => {
    dispatch(marketRequested({ slug, neighborhood: wanted }));
    // The neighbourhood in the address is read once per market; later choices go through choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slug]);

  const choose = (neighborhood: string | null) => {
    setParams(neighborhood ? { neighborhood } : {}, { replace: true });
    dispatch(neighborhoodChosen(neighborhood));
  };

  if (state.slug !== slug || state.market.status === 'loading') return <ReportPage aria-busy="true" />;
  if (state.market.status === 'not-a-market') return <>{fallback}</>;
  if (state.market.status === 'failed')
    return (
      <ReportPage>
        <h1>Housing market</h1>
        <p role="alert">The market could not be loaded. Please try again in a moment.</p>
      </ReportPage>
    );
  const market = state.market.data;
  return (
    <ReportPage>
      <ReportPageHead>
        <h1>{market.name} housing market</h1>
        <p>
          <RealData>Recorded sales</RealData>
          {market.salesCount.toLocaleString('en-US')} real home sales from public records
          {market.firstSaleDate && market.lastSaleDate ? `, ${formatDay(market.firstSaleDate)} to ${formatDay(market.lastSaleDate)}` : ''}.
        </p>
      </ReportPageHead>
      <Figures>
        <div>
          <dt>Recorded sales</dt>
          <dd>{market.salesCount.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Typical sale price</dt>
          <dd>{formatDollars(marketMedian(market.neighborhoods))}</dd>
        </div>
        <div>
          <dt>Neighborhoods</dt>
          <dd>{market.neighborhoods.length}</dd>
        </div>
      </Figures>
      <Section as="section" aria-labelledby="market-search">
        <h2 id="market-search">Search by neighborhood</h2>
        <NeighborhoodFilter neighborhoods={market.neighborhoods} chosen={state.neighborhood} onChoose={choose} />
      </Section>
      <Columns>
        <Section as="section" aria-labelledby="market-map">
          <h2 id="market-map">Where homes sold</h2>
          {state.points.status === 'loaded' ? (
            <SalesMap points={state.points.data} listed={new Set(state.sales.map((s) => s.kukunId))} marketName={market.name} />
          ) : (
            <p role={state.points.status === 'failed' ? 'alert' : undefined}>{state.points.status === 'failed' ? 'The map could not be loaded.' : 'Loading the map…'}</p>
          )}
        </Section>
        <Section as="section" aria-labelledby="market-index">
          <h2 id="market-index">Price index</h2>
          <p>
            How prices moved for the same home month by month, the first month set to 100: the line is the trend, the dots each month’s own level (from our valuation model fitted
            to these sales).
          </p>
          {state.priceIndex.status === 'loaded' ? (
            <PriceIndexChart months={state.priceIndex.data} />
          ) : (
            <p role={state.priceIndex.status === 'failed' ? 'alert' : undefined}>
              {state.priceIndex.status === 'failed' ? 'The price index could not be loaded.' : 'Loading the price index…'}
            </p>
          )}
        </Section>
      </Columns>
      <Section as="section" aria-labelledby="market-sales">
        <h2 id="market-sales">Recent sales{state.neighborhood ? ` in ${neighborhoodName(state.neighborhood)}` : ''}</h2>
        <RecentSales />
      </Section>
      <footer>
        <h2 className="visually-hidden">Source</h2>
        <p>
          <small>
            Source: {market.source.url ? <a href={market.source.url}>{market.source.text}</a> : market.source.text}
            {market.source.licence ? ` (${market.source.licence})` : ''}. Real recorded sales, not sample data; the records carry no street addresses, so homes are named by
            neighborhood.
          </small>
        </p>
      </footer>
    </ReportPage>
  );
}
