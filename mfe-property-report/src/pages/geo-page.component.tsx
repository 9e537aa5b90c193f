import { useParams } from 'react-router-dom';
import { MarketPage } from '../features/market/market-page.component';
import { CityMarketPage } from '../features/city-market/city-market-page.component';

/** `/geo/<slug>`: a loaded market of recorded sales when the slug is one, else the city's sample-data page. */
export function GeoPage() {
  const { city = '' } = useParams();
  return <MarketPage slug={city} fallback={<CityMarketPage />} />;
}
