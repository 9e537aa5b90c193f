import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserHome } from '../../shared/user-homes.api';
import type { ClaimStatus } from '@homeworth/shared-lib/domain';

/** Where the verify-the-owner flow is. */
export type ClaimStep = 'form' | 'consent' | 'out-of-addresses' | 'submitting' | 'claimed';

/** The owner-claim flow (modals areYouTheHomeOwner, verifyTheOwner, addNewAddressConsent, outOfAddress). */
export interface OwnerClaimState {
  statusOf: number | null;
  loading: boolean;
  claim: ClaimStatus | null;
  step: ClaimStep;
  /** Addresses left, shown in the add-new-address consent. */
  remaining: number | null;
  error: { code: string; message: string } | null;
  /** The claim-limit-reached flag. */
  claimLimitReached: boolean;
  claimedHome: UserHome | null;
}

const initialState: OwnerClaimState = { statusOf: null, loading: false, claim: null, step: 'form', remaining: null, error: null, claimLimitReached: false, claimedHome: null };

/** What the verification form sends; `consented` once the user agreed to use an address. */
export interface ClaimSubmission {
  kukunId: number;
  /** The last 4 digits of the parcel number the owner typed. */
  parcelLast4: string;
  consented: boolean;
}

export const ownerClaimSlice = createSlice({
  name: 'ownerClaim',
  initialState,
  reducers: {
    claimStatusRequested: (state, action: PayloadAction<{ kukunId: number }>) => {
      if (state.statusOf !== action.payload.kukunId) return { ...initialState, statusOf: action.payload.kukunId, loading: true };
      state.loading = true;
      return undefined;
    },
    claimStatusLoaded: (state, action: PayloadAction<ClaimStatus>) => {
      if (action.payload.kukunId !== state.statusOf) return;
      state.loading = false;
      state.claim = action.payload;
      state.claimLimitReached = action.payload.claimLimitReached;
    },
    claimStatusFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = { code: 'STATUS', message: action.payload };
    },
    claimSubmitted: (state, _action: PayloadAction<ClaimSubmission>) => {
      state.step = 'submitting';
      state.error = null;
    },
    consentNeeded: (state, action: PayloadAction<{ remaining: number }>) => {
      state.remaining = action.payload.remaining;
      state.step = action.payload.remaining > 0 ? 'consent' : 'out-of-addresses';
    },
    outOfAddresses: (state) => {
      state.step = 'out-of-addresses';
    },
    flowDismissed: (state) => {
      state.step = 'form';
    },
    claimSucceeded: (state, action: PayloadAction<UserHome>) => {
      state.step = 'claimed';
      state.claimedHome = action.payload;
      if (state.claim) state.claim = { ...state.claim, claimed: true, claimedByYou: true, eligibility: 'claimed-by-you', userPropertyId: action.payload.userPropertyId };
    },
    claimFailed: (state, action: PayloadAction<{ code: string; message: string }>) => {
      state.step = 'form';
      state.error = action.payload;
      if (action.payload.code === 'CLAIM_LIMIT_REACHED') state.claimLimitReached = true;
      if (state.claim && action.payload.code === 'ALREADY_CLAIMED') state.claim = { ...state.claim, claimed: true, eligibility: 'already-claimed' };
      if (state.claim && action.payload.code === 'TOO_MANY_ATTEMPTS') state.claim = { ...state.claim, verificationLocked: true };
    },
  },
});

export const { claimStatusRequested, claimStatusLoaded, claimStatusFailed, claimSubmitted, consentNeeded, outOfAddresses, flowDismissed, claimSucceeded, claimFailed } =
  ownerClaimSlice.actions;
