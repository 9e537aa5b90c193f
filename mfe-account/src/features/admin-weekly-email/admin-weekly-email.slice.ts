import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminLoadFailure } from '../../shared/admin-access';
import type { WeeklyEmailRuns } from './admin-weekly-email.api';

/** The weekly email page: the runs as last loaded. */
export interface AdminWeeklyEmailState {
  runs: WeeklyEmailRuns['runs'] | null;
  forbidden: boolean;
  twoStepMissing?: boolean;
  error: string | null;
}

const initialState: AdminWeeklyEmailState = { runs: null, forbidden: false, error: null };

export const adminWeeklyEmailSlice = createSlice({
  name: 'adminWeeklyEmail',
  initialState,
  reducers: {
    weeklyRunsRequested: (state) => {
      state.error = null;
    },
    weeklyRunsLoaded: (state, action: PayloadAction<WeeklyEmailRuns>) => {
      state.runs = action.payload.runs;
      state.forbidden = false;
    },
    weeklyRunsFailed: (state, action: PayloadAction<AdminLoadFailure>) => {
      state.error = action.payload.error;
      state.forbidden = action.payload.forbidden;
      state.twoStepMissing = action.payload.twoStepMissing ?? false;
    },
  },
});

export const { weeklyRunsRequested, weeklyRunsLoaded, weeklyRunsFailed } = adminWeeklyEmailSlice.actions;
