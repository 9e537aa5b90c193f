import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimateResult, FinishLevel, SharedEstimate } from '@homeworth/shared-lib/domain';

/** The estimate shown: its figures, the finish level picked, whether it is being priced again, and why not. */
export interface SharedEstimateView {
  result: EstimateResult;
  finishLevel: FinishLevel;
  /** The finish level `result` was priced at: the page goes back to it when a new level fails. */
  pricedLevel: FinishLevel;
  loading: boolean;
  error: string | null;
}

/** `/result-page?share=`: opening the link, the plan it shares, and the estimate shown. */
export type SharedEstimateState =
  { status: 'loading' } | { status: 'not-found'; message: string } | { status: 'error'; message: string } | { status: 'ready'; shared: SharedEstimate; view: SharedEstimateView };

const initialState = { status: 'loading' } as SharedEstimateState;

export const sharedEstimateSlice = createSlice({
  name: 'sharedEstimate',
  initialState,
  reducers: {
    sharedEstimateOpened: (_state, _action: PayloadAction<string>) => initialState,
    sharedEstimateLoaded: (_state, action: PayloadAction<SharedEstimate>) => {
      const { estimate } = action.payload;
      return {
        status: 'ready',
        shared: action.payload,
        view: { result: estimate, finishLevel: estimate.finishLevel, pricedLevel: estimate.finishLevel, loading: false, error: null },
      };
    },
    sharedEstimateRefused: (_state, action: PayloadAction<{ status: 'not-found' | 'error'; message: string }>) => action.payload,
    // Trying another finish level prices the shared answers again and saves nothing.
    sharedFinishLevelChanged: (state, action: PayloadAction<FinishLevel>) => {
      if (state.status !== 'ready') return;
      state.view.finishLevel = action.payload;
      state.view.loading = true;
      state.view.error = null;
    },
    sharedFinishLevelPriced: (state, action: PayloadAction<EstimateResult>) => {
      if (state.status !== 'ready') return;
      state.view = { ...state.view, result: action.payload, pricedLevel: state.view.finishLevel, loading: false };
    },
    sharedFinishLevelFailed: (state, action: PayloadAction<string>) => {
      if (state.status !== 'ready') return;
      state.view = { ...state.view, finishLevel: state.view.pricedLevel, loading: false, error: action.payload };
    },
  },
});

export const { sharedEstimateOpened, sharedEstimateLoaded, sharedEstimateRefused, sharedFinishLevelChanged, sharedFinishLevelPriced, sharedFinishLevelFailed } =
  sharedEstimateSlice.actions;
