import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CityMarket } from './city-market.api';

/** `/geo/<city>-<st>` for a city without recorded sales: its market figures, "not found", or a failure. */
export interface CityMarketState {
  city: string | null;
  /** null while loading. */
  market: CityMarket | 'not-found' | 'failed' | null;
}

const initialState: CityMarketState = { city: null, market: null };

export const cityMarketSlice = createSlice({
  name: 'cityMarket',
  initialState,
  reducers: {
    cityMarketRequested: (state, action: PayloadAction<string>) => {
      state.city = action.payload;
      state.market = null;
    },
    cityMarketAnswered: (state, action: PayloadAction<CityMarket | 'not-found' | 'failed'>) => {
      state.market = action.payload;
    },
  },
});

export const { cityMarketRequested, cityMarketAnswered } = cityMarketSlice.actions;
