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
  /** The company step: asking the server where sign-up stands, then the form (or why there is none). */
  companyStep: CompanyStep;
}

/** Where the company step stands; a contractor whose company exists is sent on to the welcome page. */
export type CompanyStep = 'checking' | 'form' | 'signed-out' | 'failed';

const initialState: SignUpState = { loading: false, error: null, emailCheck: null, companyStep: 'checking' };

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
    companyStepRequested: (state) => {
      state.companyStep = 'checking';
    },
    companyStepFound: (state, action: PayloadAction<CompanyStep>) => {
      state.companyStep = action.payload;
    },
  },
});

export const { signUpRequested, signUpSucceeded, signUpFailed, emailTyped, emailChecked, contractorSignUpRequested, companyStepRequested, companyStepFound } = signUpSlice.actions;
