import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the verification of the emailed link stands. */
export type VerifyStatus = 'idle' | 'verifying' | 'verified' | 'failed';

/** Email verification state: the link's verification and the resend button. */
export interface EmailVerificationState {
  status: VerifyStatus;
  error: string | null;
  resending: boolean;
  resendNotice: string | null;
}

const initialState: EmailVerificationState = { status: 'idle', error: null, resending: false, resendNotice: null };

export const emailVerificationSlice = createSlice({
  name: 'emailVerification',
  initialState,
  reducers: {
    verifyRequested: (state, _action: PayloadAction<string>) => {
      state.status = 'verifying';
      state.error = null;
    },
    verifySucceeded: (state) => {
      state.status = 'verified';
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
