import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimateRequest, EstimateResult, MultiprojectEstimateRequest, MultiprojectEstimateResult } from '@homeworth/shared-lib/domain';

/** What each result page prices: one project, or several together (multiproject and sell-prep). */
interface PricedKinds {
  single: { request: EstimateRequest; result: EstimateResult };
  multiproject: { request: MultiprojectEstimateRequest; result: MultiprojectEstimateResult };
}

/** Which result page: `single` (`/{project}/estimator-result`) or `multiproject` (the combined pages). */
export type EstimateKind = keyof PricedKinds;

/** A request to price, tagged with its page. */
export type EstimateRequestOf = { [K in EstimateKind]: { kind: K; request: PricedKinds[K]['request'] } }[EstimateKind];

/** A priced result, tagged with its page. */
export type PricedEstimate = { [K in EstimateKind]: { kind: K; result: PricedKinds[K]['result'] } }[EstimateKind];

/** One result page: the last result, whether one is on its way, and the API's message if it failed. */
export interface ResultPageState<R> {
  loading: boolean;
  result: R | null;
  error: string | null;
  /** The limit-modal title when the API gated the estimate (a guest after one project), else null. */
  limitModalTitle: string | null;
}

/** Both result pages, kept apart so that one never shows the other's figures. */
export type EstimateResultState = { [K in EstimateKind]: ResultPageState<PricedKinds[K]['result']> };

const idle = { loading: false, result: null, error: null, limitModalTitle: null };
const initialState: EstimateResultState = { single: { ...idle }, multiproject: { ...idle } };

export const estimateResultSlice = createSlice({
  name: 'estimateResult',
  initialState,
  reducers: {
    // The previous result stays on screen while a new finish level is priced.
    estimateRequested: (state, action: PayloadAction<EstimateRequestOf>) => {
      const page = state[action.payload.kind];
      page.loading = true;
      page.error = null;
      page.limitModalTitle = null;
    },
    estimateSucceeded: (state, action: PayloadAction<PricedEstimate>) => {
      const priced = action.payload;
      if (priced.kind === 'single') state.single.result = priced.result;
      else state.multiproject.result = priced.result;
      state[priced.kind].loading = false;
    },
    estimateFailed: (state, action: PayloadAction<{ kind: EstimateKind; message: string }>) => {
      const page = state[action.payload.kind];
      page.loading = false;
      page.error = action.payload.message;
    },
    estimateGated: (state, action: PayloadAction<{ kind: EstimateKind; message: string }>) => {
      const page = state[action.payload.kind];
      page.loading = false;
      page.result = null;
      page.limitModalTitle = action.payload.message;
    },
  },
});

export const { estimateRequested, estimateSucceeded, estimateFailed, estimateGated } = estimateResultSlice.actions;
