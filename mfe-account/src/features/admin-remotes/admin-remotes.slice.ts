import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminLoadFailure } from '../../shared/admin-access';
import type { RemoteHealth } from './admin-remotes.api';

/** The remote health page: what was loaded, and the last rollback's outcome. */
export interface AdminRemotesState {
  health: RemoteHealth | null;
  forbidden: boolean;
  twoStepMissing?: boolean;
  error: string | null;
  notice: string | null;
  /** The remote a rollback is running on. */
  busyRemote: string | null;
}

const initialState: AdminRemotesState = { health: null, forbidden: false, error: null, notice: null, busyRemote: null };

export const adminRemotesSlice = createSlice({
  name: 'adminRemotes',
  initialState,
  reducers: {
    healthRequested: (state) => {
      state.error = null;
    },
    healthLoaded: (state, action: PayloadAction<RemoteHealth>) => {
      state.health = action.payload;
      state.forbidden = false;
    },
    healthFailed: (state, action: PayloadAction<AdminLoadFailure>) => {
      state.error = action.payload.error;
      state.forbidden = action.payload.forbidden;
      state.twoStepMissing = action.payload.twoStepMissing ?? false;
    },
    rollbackRequested: (state, action: PayloadAction<string>) => {
      state.busyRemote = action.payload;
      state.notice = null;
      state.error = null;
    },
    rollbackDone: (state, action: PayloadAction<string>) => {
      state.busyRemote = null;
      state.notice = action.payload;
    },
    rollbackFailed: (state, action: PayloadAction<string>) => {
      state.busyRemote = null;
      state.error = action.payload;
    },
  },
});

export const { healthRequested, healthLoaded, healthFailed, rollbackRequested, rollbackDone, rollbackFailed } = adminRemotesSlice.actions;
