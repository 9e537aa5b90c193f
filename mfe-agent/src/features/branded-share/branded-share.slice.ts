import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandedShare, ShareAddress } from './branded-share.api';

/** The branded report form: working, its links, or why not. */
export interface BrandedShareState {
  busy: boolean;
  share: BrandedShare | null;
  error: string | null;
}

const initialState: BrandedShareState = { busy: false, share: null, error: null };

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
  },
});

export const { brandedShareRequested, brandedShareReady, brandedShareFailed } = brandedShareSlice.actions;
