import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignUpPayload } from '@homeworth/shared-lib';

/** Signup form state: the loader and the catalogue message of the last failure. */
export interface SignUpState {
  loading: boolean;
  error: string | null;
}

const initialState: SignUpState = { loading: false, error: null };

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
  },
});

export const { signUpRequested, signUpSucceeded, signUpFailed } = signUpSlice.actions;
