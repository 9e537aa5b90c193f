import { ApiError } from '@homeworth/shared-lib';
import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import * as api from './market.api';
import { marketSaga } from './market.saga';
import { marketRequested, marketsRequested, marketSlice, moreSalesRequested, neighborhoodChosen } from './market.slice';

jest.mock('./market.api');
const mocked = jest.mocked(api);

const MARKET: api.Market = {
  slug: 'ames-ia',
  name: 'Ames, Iowa',
  city: 'Ames',
  state: 'IA',
  source: { text: 'Ames Iowa Assessor’s Office records compiled by Dean De Cock (2011)', url: null, licence: null },
  salesCount: 3,
  permitsCount: 0,
  updatedAt: '2026-11-27T04:00:00.000Z',
  firstSaleDate: '2006-01-15',
  lastSaleDate: '2010-07-15',
  neighborhoods: [{ name: 'North_Ames', salesCount: 3, medianPrice: 150000 }],
};
const sale = (id: string): api.RecordedSale => ({
  id,
  saleDate: '2010-07-15',
  salePrice: 150000,
  livingArea: 1200,
  bedrooms: 3,
  bathrooms: 2,
  yearBuilt: 1960,
  neighborhood: 'North_Ames',
  latitude: 42.05,
  longitude: -93.62,
  kukunId: 2000000001,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = () => runSagaWithReducer(marketSaga, marketSlice.reducer, (market) => ({ market }));

describe('market saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchMarkets.mockResolvedValue([{ ...MARKET, salesCount: 2930 }]);
  });

  it('loads the market, its map, its price index and the first page of sales', async () => {
    mocked.fetchMarket.mockResolvedValue(MARKET);
    mocked.fetchMapPoints.mockResolvedValue([{ id: 'North_Ames-150000', kukunId: 2000000007, lat: 42.05, lng: -93.62, price: 150000 }]);
    mocked.fetchPriceIndex.mockResolvedValue([{ month: '2006-01', index: 1.0, trend: 1.0 }]);
    mocked.fetchSales.mockResolvedValue({ sales: [sale('a')], nextCursor: 'c1' });
    const saga = start();
    saga.dispatch(marketRequested({ slug: 'ames-ia', neighborhood: 'North_Ames' }));
    await settle();
    expect(mocked.fetchSales).toHaveBeenCalledWith('ames-ia', { neighborhood: 'North_Ames', cursor: null });
    const state = saga.state();
    expect(state.market).toEqual({ status: 'loaded', data: MARKET });
    expect(state.points.status).toBe('loaded');
    expect(state.priceIndex.status).toBe('loaded');
    expect(state.sales.map((s) => s.id)).toEqual(['a']);
    expect(state.nextCursor).toBe('c1');
    saga.task.cancel();
  });

  it('appends the next page with the cursor, and starts over when the neighbourhood changes', async () => {
    mocked.fetchMarket.mockResolvedValue(MARKET);
    mocked.fetchMapPoints.mockResolvedValue([]);
    mocked.fetchPriceIndex.mockResolvedValue([]);
    mocked.fetchSales.mockResolvedValueOnce({ sales: [sale('a')], nextCursor: 'c1' }).mockResolvedValueOnce({ sales: [sale('b')], nextCursor: null });
    const saga = start();
    saga.dispatch(marketRequested({ slug: 'ames-ia', neighborhood: null }));
    await settle();
    saga.dispatch(moreSalesRequested());
    await settle();
    expect(mocked.fetchSales).toHaveBeenLastCalledWith('ames-ia', { neighborhood: null, cursor: 'c1' });
    expect(saga.state().sales.map((s) => s.id)).toEqual(['a', 'b']);
    expect(saga.state().nextCursor).toBeNull();
    mocked.fetchSales.mockResolvedValueOnce({ sales: [sale('c')], nextCursor: null });
    saga.dispatch(neighborhoodChosen('Gilbert'));
    await settle();
    expect(mocked.fetchSales).toHaveBeenLastCalledWith('ames-ia', { neighborhood: 'Gilbert', cursor: null });
    expect(saga.state().sales.map((s) => s.id)).toEqual(['c']);
    saga.task.cancel();
  });

  it('says a slug is not a loaded market from the list, without asking for it (the city page takes over), and keeps the page when only the index fails', async () => {
    const saga = start();
    saga.dispatch(marketRequested({ slug: 'austin-tx', neighborhood: null }));
    await settle();
    expect(saga.state().market).toEqual({ status: 'not-a-market' });
    expect(mocked.fetchMarket).not.toHaveBeenCalled();
    expect(mocked.fetchSales).not.toHaveBeenCalled();

    mocked.fetchMarket.mockResolvedValue(MARKET);
    mocked.fetchMapPoints.mockResolvedValue([]);
    mocked.fetchPriceIndex.mockRejectedValue(new Error('down'));
    mocked.fetchSales.mockResolvedValue({ sales: [], nextCursor: null });
    saga.dispatch(marketRequested({ slug: 'ames-ia', neighborhood: null }));
    await settle();
    expect(saga.state().market.status).toBe('loaded');
    expect(saga.state().priceIndex).toEqual({ status: 'failed' });
    expect(saga.state().points.status).toBe('loaded');
    saga.task.cancel();
  });
});

describe('market list saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('still takes a 404 as not a market when the list could not be read', async () => {
    mocked.fetchMarkets.mockRejectedValue(new Error('down'));
    mocked.fetchMarket.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'No such market.' }]));
    const saga = start();
    saga.dispatch(marketRequested({ slug: 'austin-tx', neighborhood: null }));
    await settle();
    expect(saga.state().market).toEqual({ status: 'not-a-market' });
    saga.task.cancel();
  });

  it('lists the loaded markets once, and keeps the list when a market page opens', async () => {
    mocked.fetchMarkets.mockResolvedValue([{ ...MARKET, salesCount: 2930 }]);
    mocked.fetchMarket.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'No such market.' }]));
    const saga = start();
    saga.dispatch(marketsRequested());
    await settle();
    saga.dispatch(marketsRequested());
    saga.dispatch(marketRequested({ slug: 'austin-tx', neighborhood: null }));
    await settle();
    expect(mocked.fetchMarkets).toHaveBeenCalledTimes(1);
    expect(saga.state().markets).toEqual([{ ...MARKET, salesCount: 2930 }]);
    saga.task.cancel();
  });
});
