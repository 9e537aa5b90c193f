import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandedShare, SavedEstimate, ShareAddress } from './branded-share.api';

/** The branded report form (working, its links, or why not) and the saved estimates shared the same way. */
export interface BrandedShareState {
  busy: boolean;
  share: BrandedShare | null;
  error: string | null;
  /** null until the agent's saved estimates arrive. */
  estimates: SavedEstimate[] | null;
  /** The estimate whose links are being made. */
  estimateBusy: number | null;
  estimateShares: Record<number, BrandedShare>;
  estimatesError: string | null;
}

const initialState: BrandedShareState = { busy: false, share: null, error: null, estimates: null, estimateBusy: null, estimateShares: {}, estimatesError: null };

export const brandedShareSlice = createSlice({
  name: 'brandedShare',
  initialState,
  reducers: {
    brandedShareRequested: (state, _action: PayloadAction<ShareAddress>) => {
      state.busy = true;
      state.error = null;
      state.share = null;
    },
    brandedShareReady: (state, action: PayloadAction<BrandedShare>) => {
      state.busy = false;
      state.share = action.payload;
    },
    brandedShareFailed: (state, action: PayloadAction<string>) => {
      state.busy = false;
      state.error = action.payload;
    },
    savedEstimatesRequested: (state) => {
      state.estimatesError = null;
    },
    savedEstimatesLoaded: (state, action: PayloadAction<SavedEstimate[]>) => {
      state.estimates = action.payload;
    },
    brandedEstimateRequested: (state, action: PayloadAction<number>) => {
      state.estimateBusy = action.payload;
      state.estimatesError = null;
    },
    brandedEstimateReady: (state, action: PayloadAction<{ planId: number; share: BrandedShare }>) => {
      state.estimateBusy = null;
      state.estimateShares[action.payload.planId] = action.payload.share;
    },
    brandedEstimatesFailed: (state, action: PayloadAction<string>) => {
      state.estimateBusy = null;
      state.estimatesError = action.payload;
    },
  },
});

export const {
  brandedShareRequested,
  brandedShareReady,
  brandedShareFailed,
  savedEstimatesRequested,
  savedEstimatesLoaded,
  brandedEstimateRequested,
  brandedEstimateReady,
  brandedEstimatesFailed,
} = brandedShareSlice.actions;
