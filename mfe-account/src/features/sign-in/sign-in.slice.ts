import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInPayload } from '@homeworth/shared-lib';

/** Sign-in form state: the loader, the catalogue message of the last failure, and the account protections. */
export interface SignInState {
  loading: boolean;
  error: string | null;
  /** Set when the password (or link) was right and the authenticator code is asked for. */
  pendingSignIn: string | null;
  /** "Remember me" as chosen with the password, kept for the second step. */
  remember?: boolean;
  /** Wrong passwords in a row here, or a wait the API imposed: the page offers a sign-in link. */
  offerSignInLink: boolean;
  failedPasswords: number;
  /** "Email me a sign-in link": where the request stands, and why it failed. */
  signInLink: 'idle' | 'sending' | 'sent' | 'failed';
  signInLinkError: string | null;
  /** Google one-tap's client id: undefined until the API answered, null when one-tap is off or unreachable. */
  oneTapClientId?: string | null;
}

/** Wrong passwords after which the page offers "Email me a sign-in link". */
export const SIGN_IN_LINK_AFTER_FAILURES = 3;

const initialState: SignInState = { loading: false, error: null, pendingSignIn: null, offerSignInLink: false, failedPasswords: 0, signInLink: 'idle', signInLinkError: null };

export const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {
    signInRequested: (state, action: PayloadAction<SignInPayload & { referrer: string | null }>) => {
      state.loading = true;
      state.error = null;
      state.remember = action.payload.remember === true;
    },
    /** A Google one-tap credential arrived. */
    googleCredentialReceived: (state, _action: PayloadAction<{ credential: string; referrer: string | null }>) => {
      state.loading = true;
      state.error = null;
    },
    /** The code (or a recovery code) that finishes a pending sign-in. */
    secondStepRequested: (state, _action: PayloadAction<{ code: string; referrer: string | null }>) => {
      state.loading = true;
      state.error = null;
    },
    /** The confirmation page's click on an emailed sign-in link. */
    signInLinkConfirmed: (state, _action: PayloadAction<{ email: string; token: string; referrer: string | null }>) => {
      state.loading = true;
      state.error = null;
    },
    secondStepAsked: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.pendingSignIn = action.payload;
    },
    /** A wrong password or a wait: after a few the page offers a sign-in link. */
    passwordRefused: (state, action: PayloadAction<{ waiting: boolean }>) => {
      state.failedPasswords += 1;
      if (action.payload.waiting || state.failedPasswords >= SIGN_IN_LINK_AFTER_FAILURES) state.offerSignInLink = true;
    },
    /** The pending sign-in ended (expired, too many wrong codes): back to the password. */
    pendingSignInEnded: (state) => {
      state.pendingSignIn = null;
    },
    signInSucceeded: (state) => {
      state.loading = false;
      state.pendingSignIn = null;
      state.failedPasswords = 0;
    },
    signInFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.error = action.payload;
    },
    signInLinkRequested: (state, _action: PayloadAction<string>) => {
      state.signInLink = 'sending';
      state.signInLinkError = null;
    },
    signInLinkSent: (state) => {
      state.signInLink = 'sent';
    },
    signInLinkFailed: (state, action: PayloadAction<string>) => {
      state.signInLink = 'failed';
      state.signInLinkError = action.payload;
    },
    oneTapConfigRequested: () => undefined,
    oneTapConfigLoaded: (state, action: PayloadAction<string | null>) => {
      state.oneTapClientId = action.payload;
    },
  },
});

export const {
  signInRequested,
  googleCredentialReceived,
  signInSucceeded,
  signInFailed,
  secondStepRequested,
  signInLinkConfirmed,
  secondStepAsked,
  passwordRefused,
  pendingSignInEnded,
  signInLinkRequested,
  signInLinkSent,
  signInLinkFailed,
  oneTapConfigRequested,
  oneTapConfigLoaded,
} = signInSlice.actions;
