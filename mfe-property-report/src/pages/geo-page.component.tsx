import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';

// Both pages load on demand: the dashboard and the report, where most visits start, do not carry them.
const MarketPage = lazy(() => import('../features/market/market-page.component').then((m) => ({ default: m.MarketPage })));
const CityMarketPage = lazy(() => import('../features/city-market/city-market-page.component').then((m) => ({ default: m.CityMarketPage })));

/** `/geo/<slug>`: a loaded market of recorded sales when the slug is one, else the city's sample-data page. */
export function GeoPage() {
  const { city = '' } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading the market…</p>}>
      <MarketPage slug={city} fallback={<CityMarketPage />} />
    </Suspense>
  );
}
