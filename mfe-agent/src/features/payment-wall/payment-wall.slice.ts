import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentProduct } from '@homeworth/shared-lib';
import type { AgentPaymentState, SubscriptionChange } from './payment-wall.api';

/** The payment wall: plans, the agent's payment state, a checkout in progress, the last error. */
export interface PaymentWallState {
  plans: PaymentProduct[];
  paymentState: AgentPaymentState | null;
  loading: boolean;
  checkoutPlan: string | null;
  /** A subscription change on its way to the API. */
  changing: boolean;
  error: string | null;
}

const initialState: PaymentWallState = { plans: [], paymentState: null, loading: false, checkoutPlan: null, changing: false, error: null };

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
    subscriptionChangeRequested: (state, _action: PayloadAction<SubscriptionChange>) => {
      state.changing = true;
      state.error = null;
    },
    subscriptionChanged: (state, action: PayloadAction<AgentPaymentState>) => {
      state.changing = false;
      state.paymentState = action.payload;
    },
    paymentWallFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.changing = false;
      state.checkoutPlan = null;
      state.error = action.payload;
    },
  },
});

export const { paymentWallOpened, paymentWallLoaded, planChosen, subscriptionChangeRequested, subscriptionChanged, paymentWallFailed } = paymentWallSlice.actions;
