import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The invitation link's sign-in: waiting for the click, working, refused, or an account that signs in with its password. */
export interface EmailSessionState {
  status: 'idle' | 'signing-in' | 'failed' | 'password-account';
  error: string | null;
}

const initialState: EmailSessionState = { status: 'idle', error: null };

export const emailSessionSlice = createSlice({
  name: 'emailSession',
  initialState,
  reducers: {
    emailSessionRequested: (state, _action: PayloadAction<{ userEmail: string; emailToken: string }>) => {
      state.status = 'signing-in';
      state.error = null;
    },
    emailSessionFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    emailSessionNeedsPassword: (state, action: PayloadAction<string>) => {
      state.status = 'password-account';
      state.error = action.payload;
    },
  },
});

export const { emailSessionRequested, emailSessionFailed, emailSessionNeedsPassword } = emailSessionSlice.actions;
