import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignUpPayload } from '@homeworth/shared-lib';
import type { EmailStatus } from './sign-up.api';

/** A contractor's company (the new-contractor page). */
export interface CompanyFields {
  companyName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/** Signup state: the loader, the last failure and the email pre-check. */
export interface SignUpState {
  loading: boolean;
  error: string | null;
  /** Result of the debounced pre-check for `email`. */
  emailCheck: (EmailStatus & { email: string }) | null;
}

const initialState: SignUpState = { loading: false, error: null, emailCheck: null };

export const signUpSlice = createSlice({
  name: 'signUp',
  initialState,
  reducers: {
    signUpRequested: (state, _action: PayloadAction<SignUpPayload>) => {
      state.loading = true;
      state.error = null;
    },
    signUpSucceeded: (state) => {
      state.loading = false;
    },
    signUpFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    /** The email field changed; the saga checks it 1000 ms after the last change. */
    emailTyped: (state, action: PayloadAction<string>) => {
      if (state.emailCheck && state.emailCheck.email !== action.payload.trim()) state.emailCheck = null;
    },
    emailChecked: (state, action: PayloadAction<EmailStatus & { email: string }>) => {
      state.emailCheck = action.payload;
    },
    contractorSignUpRequested: (state, _action: PayloadAction<CompanyFields>) => {
      state.loading = true;
      state.error = null;
    },
  },
});

export const { signUpRequested, signUpSucceeded, signUpFailed, emailTyped, emailChecked, contractorSignUpRequested } = signUpSlice.actions;
