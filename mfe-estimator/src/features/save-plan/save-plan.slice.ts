import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimateRequest, MultiprojectEstimateRequest } from '@homeworth/shared-lib/domain';

/** Saving the estimate on the result page. */
export interface SavePlanState {
  saving: boolean;
  savedPlanId: number | null;
  error: string | null;
  /** The API's error code, so a plan limit can offer the paywall. */
  errorCode: string | null;
}

const initialState: SavePlanState = { saving: false, savedPlanId: null, error: null, errorCode: null };

export const savePlanSlice = createSlice({
  name: 'savePlan',
  initialState,
  reducers: {
    savePlanRequested: (state, _action: PayloadAction<EstimateRequest>) => {
      state.saving = true;
      state.error = null;
      state.errorCode = null;
    },
    /** Save every project of a combined estimate as a plan. */
    saveCombinedRequested: (state, _action: PayloadAction<MultiprojectEstimateRequest>) => {
      state.saving = true;
      state.error = null;
      state.errorCode = null;
    },
    savePlanSucceeded: (state, action: PayloadAction<number>) => {
      state.saving = false;
      state.savedPlanId = action.payload;
    },
    savePlanFailed: (state, action: PayloadAction<string | { message: string; code: string | null }>) => {
      state.saving = false;
      state.error = typeof action.payload === 'string' ? action.payload : action.payload.message;
      state.errorCode = typeof action.payload === 'string' ? null : action.payload.code;
    },
    /** The answers or finish level changed: the saved plan no longer matches what is shown. */
    savePlanReset: () => initialState,
  },
});

export const { savePlanRequested, saveCombinedRequested, savePlanSucceeded, savePlanFailed, savePlanReset } = savePlanSlice.actions;
