import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IndexMonth, MapPoint, Market, MarketSummary, RecordedSale, SalesPage } from './market.api';

/** A part of the market page that loads on its own: its data, or that it failed. */
type Part<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * The market page of one slug: `market` says whether the slug is a loaded market ('not-a-market' lets the
 * page fall back to the city's sample page); sales are filtered by one neighbourhood and grow by pages.
 */
export interface MarketState {
  slug: string | null;
  market: Part<Market> | { status: 'not-a-market' };
  points: Part<MapPoint[]>;
  priceIndex: Part<IndexMonth[]>;
  neighborhood: string | null;
  sales: RecordedSale[];
  nextCursor: string | null;
  salesStatus: 'loading' | 'idle' | 'failed';
  /** Every loaded market, for the links from the address search (null until listed). */
  markets: MarketSummary[] | null;
}

const initialState: MarketState = {
  slug: null,
  market: { status: 'loading' },
  points: { status: 'loading' },
  priceIndex: { status: 'loading' },
  neighborhood: null,
  sales: [],
  nextCursor: null,
  salesStatus: 'loading',
  markets: null,
};

export const marketSlice = createSlice({
  name: 'market',
  initialState,
  reducers: {
    marketRequested: (state, action: PayloadAction<{ slug: string; neighborhood: string | null }>) => {
      Object.assign(state, initialState, action.payload, { markets: state.markets });
    },
    marketsRequested: () => undefined,
    marketsListed: (state, action: PayloadAction<MarketSummary[]>) => {
      state.markets = action.payload;
    },
    marketLoaded: (state, action: PayloadAction<Market>) => {
      state.market = { status: 'loaded', data: action.payload };
    },
    marketMissing: (state) => {
      state.market = { status: 'not-a-market' };
    },
    marketFailed: (state) => {
      state.market = { status: 'failed' };
    },
    pointsLoaded: (state, action: PayloadAction<MapPoint[] | null>) => {
      state.points = action.payload ? { status: 'loaded', data: action.payload } : { status: 'failed' };
    },
    priceIndexLoaded: (state, action: PayloadAction<IndexMonth[] | null>) => {
      state.priceIndex = action.payload ? { status: 'loaded', data: action.payload } : { status: 'failed' };
    },
    neighborhoodChosen: (state, action: PayloadAction<string | null>) => {
      state.neighborhood = action.payload;
      state.sales = [];
      state.nextCursor = null;
      state.salesStatus = 'loading';
    },
    moreSalesRequested: (state) => {
      state.salesStatus = 'loading';
    },
    salesLoaded: (state, action: PayloadAction<{ page: SalesPage; append: boolean }>) => {
      state.sales = action.payload.append ? [...state.sales, ...action.payload.page.sales] : action.payload.page.sales;
      state.nextCursor = action.payload.page.nextCursor;
      state.salesStatus = 'idle';
    },
    salesFailed: (state) => {
      state.salesStatus = 'failed';
    },
  },
});

export const {
  marketsRequested,
  marketsListed,
  marketRequested,
  marketLoaded,
  marketMissing,
  marketFailed,
  pointsLoaded,
  priceIndexLoaded,
  neighborhoodChosen,
  moreSalesRequested,
  salesLoaded,
  salesFailed,
} = marketSlice.actions;
