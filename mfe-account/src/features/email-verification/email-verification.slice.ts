import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VerifiedFacts } from './landing-after-verification';

/** Where the verification of the emailed link stands; a link used again says the address is verified already. */
export type VerifyStatus = 'idle' | 'verifying' | 'verified' | 'alreadyVerified' | 'failed';

/** The outcome of a link that worked or was used before, with where the signed-in user goes next (null: signed out). */
export interface VerifyOutcome {
  already: boolean;
  next: VerifiedFacts | null;
}

/** Email verification state: the link's verification and the resend button. */
export interface EmailVerificationState {
  status: VerifyStatus;
  error: string | null;
  next: VerifiedFacts | null;
  resending: boolean;
  resendNotice: string | null;
}

const initialState: EmailVerificationState = { status: 'idle', error: null, next: null, resending: false, resendNotice: null };

export const emailVerificationSlice = createSlice({
  name: 'emailVerification',
  initialState,
  reducers: {
    verifyRequested: (state, _action: PayloadAction<string>) => {
      state.status = 'verifying';
      state.error = null;
      state.next = null;
    },
    verifySucceeded: (state, action: PayloadAction<VerifyOutcome>) => {
      state.status = action.payload.already ? 'alreadyVerified' : 'verified';
      state.next = action.payload.next;
    },
    verifyFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    resendRequested: (state) => {
      state.resending = true;
      state.resendNotice = null;
    },
    resendFinished: (state, action: PayloadAction<string>) => {
      state.resending = false;
      state.resendNotice = action.payload;
    },
  },
});

export const { verifyRequested, verifySucceeded, verifyFailed, resendRequested, resendFinished } = emailVerificationSlice.actions;
