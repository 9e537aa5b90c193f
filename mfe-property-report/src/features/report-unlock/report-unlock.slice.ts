import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportAccessReason } from '@homeworth/shared-lib/domain';

/**
 * The unlock modals of the report: getFullAccess (a guest: sign up or
 * sign in), verifyEmailModalBlurred (signed in, email not verified), prePaidAddress (an address of the
 * allowance is left: use it here), unlockData (none left: buy addresses on /pricing-options),
 * newAddressOrContactUs (none left after bundles already bought, the address-limit banner's case: buy
 * a new address or contact us for a larger plan). cordLessMediaWidget is the report's help widget
 * (how to read the report) and socialShare the report's share links; held here too so only one of
 * these dialogs is ever open.
 */
export type UnlockModal = 'getFullAccess' | 'verifyEmailModalBlurred' | 'prePaidAddress' | 'unlockData' | 'newAddressOrContactUs' | 'cordLessMediaWidget' | 'socialShare';

/** The modal on screen (one at a time) and what it needs. */
export interface ReportUnlockState {
  modal: UnlockModal | null;
  /** Addresses left, read when an address modal opens. */
  remaining: number | null;
  busy: boolean;
  error: string | null;
  /** The verification email was sent again. */
  verificationSent: boolean;
}

const initialState: ReportUnlockState = { modal: null, remaining: null, busy: false, error: null, verificationSent: false };

export const reportUnlockSlice = createSlice({
  name: 'reportUnlock',
  initialState,
  reducers: {
    /** A locked section's call to action: the saga picks the modal from the reason (and the allowance). */
    unlockOffered: (state, _action: PayloadAction<{ reason: ReportAccessReason }>) => {
      state.busy = true;
      state.error = null;
      state.verificationSent = false;
    },
    unlockModalOpened: (state, action: PayloadAction<{ modal: UnlockModal; remaining?: number | null }>) => {
      state.modal = action.payload.modal;
      state.remaining = action.payload.remaining ?? null;
      state.busy = false;
    },
    unlockModalClosed: () => initialState,
    /** Use one address of the allowance to unlock this home. */
    unlockConfirmed: (state, _action: PayloadAction<{ kukunId: number }>) => {
      state.busy = true;
      state.error = null;
    },
    unlockFailed: (state, action: PayloadAction<string>) => {
      state.busy = false;
      state.error = action.payload;
    },
    verificationResendRequested: (state) => {
      state.busy = true;
      state.error = null;
    },
    verificationResent: (state) => {
      state.busy = false;
      state.verificationSent = true;
    },
  },
});

export const { unlockOffered, unlockModalOpened, unlockModalClosed, unlockConfirmed, unlockFailed, verificationResendRequested, verificationResent } = reportUnlockSlice.actions;
