import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentProduct } from '@homeworth/shared-lib';
import type { AgentPaymentState } from './payment-wall.api';

/** The payment wall: plans, the agent's payment state, a checkout in progress, the last error. */
export interface PaymentWallState {
  plans: PaymentProduct[];
  paymentState: AgentPaymentState | null;
  loading: boolean;
  checkoutPlan: string | null;
  error: string | null;
}

const initialState: PaymentWallState = { plans: [], paymentState: null, loading: false, checkoutPlan: null, error: null };

export const paymentWallSlice = createSlice({
  name: 'paymentWall',
  initialState,
  reducers: {
    paymentWallOpened: (state) => {
      state.loading = true;
      state.error = null;
    },
    paymentWallLoaded: (state, action: PayloadAction<{ plans: PaymentProduct[]; paymentState: AgentPaymentState | null }>) => {
      state.loading = false;
      state.plans = action.payload.plans;
      state.paymentState = action.payload.paymentState;
    },
    planChosen: (state, action: PayloadAction<string>) => {
      state.checkoutPlan = action.payload;
      state.error = null;
    },
    paymentWallFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.checkoutPlan = null;
      state.error = action.payload;
    },
  },
});

export const { paymentWallOpened, paymentWallLoaded, planChosen, paymentWallFailed } = paymentWallSlice.actions;
