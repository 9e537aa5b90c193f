import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContractorProfile } from './contractor-profile.api';

/** The public contractor profile page: the profile shown, or why there is none. */
export interface ContractorProfileState {
  kukunUrl: string | null;
  profile: ContractorProfile | null;
  loading: boolean;
  notFound: boolean;
  error: string | null;
}

const initialState: ContractorProfileState = { kukunUrl: null, profile: null, loading: false, notFound: false, error: null };

export const contractorProfileSlice = createSlice({
  name: 'contractorProfile',
  initialState,
  reducers: {
    contractorProfileRequested: (state, action: PayloadAction<string>) => {
      state.kukunUrl = action.payload;
      state.profile = null;
      state.loading = true;
      state.notFound = false;
      state.error = null;
    },
    contractorProfileLoaded: (state, action: PayloadAction<ContractorProfile>) => {
      state.loading = false;
      state.profile = action.payload;
    },
    contractorProfileMissing: (state) => {
      state.loading = false;
      state.notFound = true;
    },
    contractorProfileFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
});

export const { contractorProfileRequested, contractorProfileLoaded, contractorProfileMissing, contractorProfileFailed } = contractorProfileSlice.actions;
