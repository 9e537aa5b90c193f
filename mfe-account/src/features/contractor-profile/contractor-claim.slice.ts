import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyFields } from '../../shared/contractor-profile.api';

/** What a contractor sends to claim an unclaimed company: its details, the company email and the profile claimed. */
export type ClaimRequest = CompanyFields & { email: string; professionalId: number };

/**
 * A contractor claiming a company profile (the claim form, then the emailed confirmation link), and where a
 * signed-in contractor's own public profile is (`/contractor/profile` without a slug).
 */
export interface ContractorClaimState {
  claim: { sending: boolean; done: string | null; error: string | null };
  /** null while the confirmation link is being checked. */
  confirmation: { kukunUrl: string } | { error: string } | null;
  ownProfile: { target: string | null; failed: boolean };
}

const initialState: ContractorClaimState = {
  claim: { sending: false, done: null, error: null },
  confirmation: null,
  ownProfile: { target: null, failed: false },
};

export const contractorClaimSlice = createSlice({
  name: 'contractorClaim',
  initialState,
  reducers: {
    claimFormOpened: (state) => {
      state.claim = initialState.claim;
    },
    claimRequested: (state, _action: PayloadAction<ClaimRequest>) => {
      state.claim = { sending: true, done: null, error: null };
    },
    claimSent: (state, action: PayloadAction<string>) => {
      state.claim = { sending: false, done: action.payload, error: null };
    },
    claimFailed: (state, action: PayloadAction<string>) => {
      state.claim = { sending: false, done: null, error: action.payload };
    },
    claimConfirmRequested: (state, _action: PayloadAction<string>) => {
      state.confirmation = null;
    },
    claimConfirmAnswered: (state, action: PayloadAction<{ kukunUrl: string } | { error: string }>) => {
      state.confirmation = action.payload;
    },
    ownProfilePathRequested: (state) => {
      state.ownProfile = { target: null, failed: false };
    },
    ownProfilePathFound: (state, action: PayloadAction<string>) => {
      state.ownProfile = { target: action.payload, failed: false };
    },
    ownProfilePathFailed: (state) => {
      state.ownProfile = { target: null, failed: true };
    },
  },
});

export const {
  claimFormOpened,
  claimRequested,
  claimSent,
  claimFailed,
  claimConfirmRequested,
  claimConfirmAnswered,
  ownProfilePathRequested,
  ownProfilePathFound,
  ownProfilePathFailed,
} = contractorClaimSlice.actions;
