import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserPropertyEntry } from '@homeworth/shared-lib';

/** The homes the plan can follow. */
export interface HomeChoiceState {
  homes: UserPropertyEntry[] | null;
  error: string | null;
}

const initialState: HomeChoiceState = { homes: null, error: null };

export const homeChoiceSlice = createSlice({
  name: 'homeChoice',
  initialState,
  reducers: {
    homesOpened: (state) => {
      state.error = null;
    },
    homesLoaded: (state, action: PayloadAction<UserPropertyEntry[]>) => {
      state.homes = action.payload;
    },
    homesFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
  },
});

export const { homesOpened, homesLoaded, homesFailed } = homeChoiceSlice.actions;
