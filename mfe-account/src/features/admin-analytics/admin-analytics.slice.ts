import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminLoadFailure } from '../../shared/admin-access';
import type { OnboardingFunnel } from './admin-analytics.api';

/** The funnel page: the period chosen and what was loaded for it. */
export interface AdminAnalyticsState {
  days: number;
  funnel: OnboardingFunnel | null;
  forbidden: boolean;
  twoStepMissing?: boolean;
  error: string | null;
}

const initialState: AdminAnalyticsState = { days: 30, funnel: null, forbidden: false, error: null };

export const adminAnalyticsSlice = createSlice({
  name: 'adminAnalytics',
  initialState,
  reducers: {
    funnelRequested: (state, action: PayloadAction<number>) => {
      state.days = action.payload;
      state.funnel = null;
      state.error = null;
    },
    funnelLoaded: (state, action: PayloadAction<OnboardingFunnel>) => {
      state.funnel = action.payload;
      state.forbidden = false;
    },
    funnelFailed: (state, action: PayloadAction<AdminLoadFailure>) => {
      state.error = action.payload.error;
      state.forbidden = action.payload.forbidden;
      state.twoStepMissing = action.payload.twoStepMissing ?? false;
    },
  },
});

export const { funnelRequested, funnelLoaded, funnelFailed } = adminAnalyticsSlice.actions;
