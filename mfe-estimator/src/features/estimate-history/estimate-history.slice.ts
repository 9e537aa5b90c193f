import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimatorPlan } from '@homeworth/shared-lib/domain';

/** The saved estimates page. */
export interface EstimateHistoryState {
  loading: boolean;
  plans: EstimatorPlan[] | null;
  error: string | null;
}

const initialState: EstimateHistoryState = { loading: false, plans: null, error: null };

export const estimateHistorySlice = createSlice({
  name: 'estimateHistory',
  initialState,
  reducers: {
    historyRequested: (state) => {
      state.loading = true;
      state.error = null;
    },
    historyLoaded: (state, action: PayloadAction<EstimatorPlan[]>) => {
      state.loading = false;
      state.plans = action.payload as never;
    },
    historyFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    planDeleteRequested: (_state, _action: PayloadAction<number>) => {},
    planDeleted: (state, action: PayloadAction<number>) => {
      state.plans = state.plans?.filter((p) => p.userPropertyPlanId !== action.payload) ?? null;
    },
  },
});

export const { historyRequested, historyLoaded, historyFailed, planDeleteRequested, planDeleted } = estimateHistorySlice.actions;
