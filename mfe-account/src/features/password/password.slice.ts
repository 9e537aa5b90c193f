import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Change-password request: a reset token from the email, or the previous password when signed in. */
export interface ChangePasswordRequest {
  accessToken?: string;
  previousPassword?: string;
  userPass: string;
  rePassword: string;
}

/** Password flows state: emailSent and sentPasswordEmail on success. */
export interface PasswordState {
  loading: boolean;
  error: string | null;
  emailSent: boolean;
  sentPasswordEmail: string | null;
  passwordChanged: boolean;
}

const initialState: PasswordState = { loading: false, error: null, emailSent: false, sentPasswordEmail: null, passwordChanged: false };

export const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    forgotPasswordRequested: (state, _action: PayloadAction<string>) => {
      state.loading = true;
      state.error = null;
      state.emailSent = false;
    },
    forgotPasswordSent: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.emailSent = true;
      state.sentPasswordEmail = action.payload;
    },
    changePasswordRequested: (state, _action: PayloadAction<ChangePasswordRequest>) => {
      state.loading = true;
      state.error = null;
      state.passwordChanged = false;
    },
    passwordChanged: (state) => {
      state.loading = false;
      state.passwordChanged = true;
    },
    passwordFlowFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
});

export const { forgotPasswordRequested, forgotPasswordSent, changePasswordRequested, passwordChanged, passwordFlowFailed } = passwordSlice.actions;
