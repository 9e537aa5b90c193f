import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContractorProfile, LeadForm } from '../../shared/contractor-profile.api';

/** The public contractor profile page: the profile shown (or why there is none) and its contact form. */
export interface ContractorProfileState {
  kukunUrl: string | null;
  profile: ContractorProfile | null;
  loading: boolean;
  notFound: boolean;
  error: string | null;
  lead: { sending: boolean; sent: string | null; error: string | null };
}

const NO_LEAD = { sending: false, sent: null, error: null };
const initialState: ContractorProfileState = { kukunUrl: null, profile: null, loading: false, notFound: false, error: null, lead: NO_LEAD };

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
      state.lead = NO_LEAD;
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
    leadSendRequested: (state, _action: PayloadAction<{ professionalId: number; lead: LeadForm }>) => {
      state.lead = { sending: true, sent: null, error: null };
    },
    leadSent: (state, action: PayloadAction<string>) => {
      state.lead = { sending: false, sent: action.payload, error: null };
    },
    leadFailed: (state, action: PayloadAction<string>) => {
      state.lead = { sending: false, sent: null, error: action.payload };
    },
  },
});

export const { contractorProfileRequested, contractorProfileLoaded, contractorProfileMissing, contractorProfileFailed, leadSendRequested, leadSent, leadFailed } =
  contractorProfileSlice.actions;
