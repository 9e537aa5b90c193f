import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The invitation link's sign-in: working, or refused with the spec's message. */
export interface EmailSessionState {
  status: 'idle' | 'signing-in' | 'failed';
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
  },
});

export const { emailSessionRequested, emailSessionFailed } = emailSessionSlice.actions;
