import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@homeworth/shared-lib';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import * as api from './market.api';
import { MarketPage } from './market-page.component';

jest.mock('./market.api');
const mocked = jest.mocked(api);
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

const MARKET: api.Market = {
  slug: 'ames-ia',
  name: 'Ames, Iowa',
  city: 'Ames',
  state: 'IA',
  source: { text: 'Ames Iowa Assessor’s Office records compiled by Dean De Cock (2011)', url: null, licence: null },
  salesCount: 30,
  permitsCount: 0,
  updatedAt: '2026-11-27T04:00:00.000Z',
  firstSaleDate: '2006-01-15',
  lastSaleDate: '2010-07-15',
  neighborhoods: [
    { name: 'North_Ames', salesCount: 20, medianPrice: 140000 },
    { name: 'Gilbert', salesCount: 10, medianPrice: 190000 },
  ],
};
const sale = (id: string, neighborhood = 'North_Ames'): api.RecordedSale => ({
  id,
  saleDate: '2010-07-15',
  salePrice: 215000,
  livingArea: 1656,
  bedrooms: 3,
  bathrooms: 1,
  yearBuilt: 1960,
  neighborhood,
  latitude: 42.054,
  longitude: -93.62,
  kukunId: 2000000007,
});

function renderPage(path = '/geo/ames-ia') {
  const remote = createRemoteStore(rootReducer, rootSagas);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={[path]}>
          <MarketPage slug="ames-ia" fallback={<p>The city’s sample page</p>} />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote;
}

describe('market page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchMarket.mockResolvedValue(MARKET);
    mocked.fetchMapPoints.mockResolvedValue([
      { id: 'North_Ames-120000', kukunId: 2000000007, lat: 42.05, lng: -93.62, price: 120000 },
      { id: 'Gilbert-250000', kukunId: 2000000008, lat: 42.06, lng: -93.64, price: 250000 },
    ]);
    mocked.fetchPriceIndex.mockResolvedValue([
      { month: '2006-01', index: 1.0, trend: 1.0 },
      { month: '2006-02', index: 1.015, trend: 1.015 },
    ]);
  });

  it('shows the map, the price index, the recent sales (each opening its report) and the source; Show more adds a page', async () => {
    mocked.fetchSales.mockResolvedValueOnce({ sales: [sale('a')], nextCursor: 'c1' }).mockResolvedValueOnce({ sales: [sale('b', 'Gilbert')], nextCursor: null });
    const remote = renderPage();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Ames, Iowa housing market' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map of 2 recorded sales in Ames, Iowa' })).toBeTruthy();
    expect(screen.getByTestId('price-index-chart')).toBeTruthy();
    // The sale listed in the table is ringed on the map.
    expect(screen.getAllByTestId('listed-sale')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Recent sales' });
    expect(
      within(table)
        .getByRole('link', { name: /2010.*home in North Ames: open its report/ })
        .getAttribute('href'),
    ).toBe('/properties/2000000007');
    expect(within(table).getByText('$215,000')).toBeTruthy();
    expect(screen.getByText(/Source: Ames Iowa Assessor’s Office records compiled by Dean De Cock \(2011\)\. Real recorded sales, not sample data/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(within(screen.getByRole('table', { name: 'Recent sales' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    remote.dispose();
  });

  it('filters the sales by the neighbourhood chosen', async () => {
    mocked.fetchSales.mockResolvedValueOnce({ sales: [sale('a')], nextCursor: null }).mockResolvedValueOnce({ sales: [sale('g', 'Gilbert')], nextCursor: null });
    const remote = renderPage();
    await settle();
    fireEvent.change(screen.getByLabelText('Neighborhood'), { target: { value: 'Gilbert' } });
    await settle();
    expect(mocked.fetchSales).toHaveBeenLastCalledWith('ames-ia', { neighborhood: 'Gilbert', cursor: null });
    expect(screen.getByRole('heading', { name: 'Recent sales in Gilbert' })).toBeTruthy();
    remote.dispose();
  });

  it('shows the fallback for a slug that is not a loaded market', async () => {
    mocked.fetchMarket.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'No such market.' }]));
    const remote = renderPage('/geo/austin-tx');
    await settle();
    expect(screen.getByText('The city’s sample page')).toBeTruthy();
    remote.dispose();
  });
});
