import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EquityChange, HomeEquity } from './home-equity.api';

/** The equity card of one home and its two modals (homeValueUpdate, mortgageBalance), one open at a time. */
export interface HomeEquityState {
  userPropertyId: number | null;
  equity: HomeEquity | null;
  modal: 'homeValueUpdate' | 'mortgageBalance' | null;
  saving: boolean;
  error: string | null;
}

const initialState: HomeEquityState = { userPropertyId: null, equity: null, modal: null, saving: false, error: null };

export const homeEquitySlice = createSlice({
  name: 'homeEquity',
  initialState,
  reducers: {
    equityRequested: (state, action: PayloadAction<number>) => {
      if (state.userPropertyId !== action.payload) Object.assign(state, initialState, { userPropertyId: action.payload });
    },
    equityLoaded: (state, action: PayloadAction<HomeEquity>) => {
      state.equity = action.payload;
      state.saving = false;
      state.modal = null;
      state.error = null;
    },
    equityModalOpened: (state, action: PayloadAction<'homeValueUpdate' | 'mortgageBalance'>) => {
      state.modal = action.payload;
      state.error = null;
    },
    equityModalClosed: (state) => {
      state.modal = null;
      state.error = null;
    },
    equitySaved: (state, _action: PayloadAction<EquityChange>) => {
      state.saving = true;
      state.error = null;
    },
    equityFailed: (state, action: PayloadAction<string>) => {
      state.saving = false;
      state.error = action.payload;
    },
  },
});

export const { equityRequested, equityLoaded, equityModalOpened, equityModalClosed, equitySaved, equityFailed } = homeEquitySlice.actions;
