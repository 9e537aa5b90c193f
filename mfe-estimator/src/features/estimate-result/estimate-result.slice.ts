import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimateRequest, EstimateResult } from '@homeworth/shared-lib/domain';

/** The result page: the last estimate, whether one is on its way, and the API's message if it failed. */
export interface EstimateResultState {
  loading: boolean;
  result: EstimateResult | null;
  error: string | null;
  /** The limit-modal title when the API gated the estimate (a guest after one project), else null. */
  limitModalTitle: string | null;
}

const initialState: EstimateResultState = { loading: false, result: null, error: null, limitModalTitle: null };

export const estimateResultSlice = createSlice({
  name: 'estimateResult',
  initialState,
  reducers: {
    // The previous result stays on screen while a new finish level is priced.
    estimateRequested: (state, _action: PayloadAction<EstimateRequest>) => {
      state.loading = true;
      state.error = null;
      state.limitModalTitle = null;
    },
    estimateSucceeded: (state, action: PayloadAction<EstimateResult>) => {
      state.loading = false;
      state.result = action.payload;
    },
    estimateFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    estimateGated: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.result = null;
      state.limitModalTitle = action.payload;
    },
  },
});

export const { estimateRequested, estimateSucceeded, estimateFailed, estimateGated } = estimateResultSlice.actions;
