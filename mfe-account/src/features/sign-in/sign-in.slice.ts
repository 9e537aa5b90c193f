import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInPayload } from '@homeworth/shared-lib';

/** Sign-in form state: the loader and the catalogue message of the last failure. */
export interface SignInState {
  loading: boolean;
  error: string | null;
}

const initialState: SignInState = { loading: false, error: null };

export const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {
    signInRequested: (state, _action: PayloadAction<SignInPayload & { referrer: string | null }>) => {
      state.loading = true;
      state.error = null;
    },
    /** A Google one-tap credential arrived (shell-and-account.md §4, Google one-tap). */
    googleCredentialReceived: (state, _action: PayloadAction<{ credential: string; referrer: string | null }>) => {
      state.loading = true;
      state.error = null;
    },
    signInSucceeded: (state) => {
      state.loading = false;
    },
    signInFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
});

export const { signInRequested, googleCredentialReceived, signInSucceeded, signInFailed } = signInSlice.actions;
