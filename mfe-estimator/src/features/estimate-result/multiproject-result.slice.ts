import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MultiprojectEstimateRequest, MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';

/** The combined result page: the last result, loading, the API's message, and whether a guest must sign up first. */
export interface MultiprojectResultState {
  loading: boolean;
  result: MultiprojectEstimateResult | null;
  error: string | null;
  /** The limit-modal title when the API gated the estimate (guest after one project), else null. */
  limitModalTitle: string | null;
}

const initialState: MultiprojectResultState = { loading: false, result: null, error: null, limitModalTitle: null };

export const multiprojectResultSlice = createSlice({
  name: 'multiprojectResult',
  initialState,
  reducers: {
    // The previous result stays on screen while a new finish level is priced.
    multiprojectEstimateRequested: (state, _action: PayloadAction<MultiprojectEstimateRequest>) => {
      state.loading = true;
      state.error = null;
      state.limitModalTitle = null;
    },
    multiprojectEstimateSucceeded: (state, action: PayloadAction<MultiprojectEstimateResult>) => {
      state.loading = false;
      state.result = action.payload;
    },
    multiprojectEstimateFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    multiprojectEstimateGated: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.result = null;
      state.limitModalTitle = action.payload;
    },
  },
});

export const { multiprojectEstimateRequested, multiprojectEstimateSucceeded, multiprojectEstimateFailed, multiprojectEstimateGated } = multiprojectResultSlice.actions;
