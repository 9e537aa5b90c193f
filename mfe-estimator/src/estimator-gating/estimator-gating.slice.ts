import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimatorAccountLimits } from '@homeworth/shared-lib/domain';

/** The estimator's gating state: the caller's limits and whether the account was reported as suspicious. */
export interface EstimatorGatingState {
  limits: EstimatorAccountLimits | null;
  /** Set once the suspicious-account notification was sent (spec: estimator result state, suspicious-account flag). */
  suspiciousAccount: { verifiedUser: boolean } | null;
}

const initialState: EstimatorGatingState = { limits: null, suspiciousAccount: null };

export const estimatorGatingSlice = createSlice({
  name: 'estimatorGating',
  initialState,
  reducers: {
    /** Ask the API for the limits again (on opening the scope selector or a result page, and after sign-in). */
    accountLimitsRequested: () => undefined,
    accountLimitsLoaded: (state, action: PayloadAction<EstimatorAccountLimits>) => {
      state.limits = action.payload;
    },
    suspiciousAccountNotified: (state, action: PayloadAction<{ verifiedUser: boolean }>) => {
      state.suspiciousAccount = action.payload;
    },
  },
});

export const { accountLimitsRequested, accountLimitsLoaded, suspiciousAccountNotified } = estimatorGatingSlice.actions;
