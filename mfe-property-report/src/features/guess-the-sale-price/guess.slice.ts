import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GuessHistory, GuessResult, SoldHome, SoldHomeAlert } from './guess.api';

type Load<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T; error: string | null };
const idle = <T>(data: T): Load<T> => ({ status: 'idle', data, error: null });

/** Guess the sale price: the home on screen, the last result, the history, the search and the email opt-ins. */
export interface GuessState {
  home: Load<SoldHome | null>;
  /** The last guess's outcome (of the home on screen, or of one's own home). */
  result: GuessResult | null;
  submitting: boolean;
  problem: string | null;
  history: Load<GuessHistory | null>;
  search: Load<{ q: string; places: { zipCode: string; city: string; state: string }[]; homes: SoldHome[] } | null>;
  alerts: Load<SoldHomeAlert[]>;
  savingAlert: number | null;
}

const initialState: GuessState = { home: idle(null), result: null, submitting: false, problem: null, history: idle(null), search: idle(null), alerts: idle([]), savingAlert: null };

export const guessSlice = createSlice({
  name: 'guess',
  initialState,
  reducers: {
    /** A sold home to show: the given one, or the next one to guess. */
    soldHomeRequested: (state, _action: PayloadAction<{ saleKey: string | null }>) => {
      state.home = { status: 'loading', data: null, error: null };
      state.result = null;
      state.problem = null;
    },
    soldHomeLoaded: (state, action: PayloadAction<SoldHome | null>) => {
      state.home = { status: 'ready', data: action.payload, error: null };
    },
    soldHomeFailed: (state, action: PayloadAction<string>) => {
      state.home = { status: 'error', data: null, error: action.payload };
    },
    guessSubmitted: (state, _action: PayloadAction<{ saleKey: string; guess: number }>) => {
      state.submitting = true;
      state.problem = null;
    },
    ownHomeGuessSubmitted: (state, _action: PayloadAction<{ userPropertyId: number; guess: number }>) => {
      state.submitting = true;
      state.problem = null;
      state.result = null;
    },
    guessScored: (state, action: PayloadAction<GuessResult>) => {
      state.submitting = false;
      state.result = action.payload;
      const home = state.home.data;
      if (home && action.payload.saleKey === home.saleKey) state.home.data = { ...home, guessed: true, salePrice: action.payload.actual, valuation: action.payload.valuation };
    },
    guessRefused: (state, action: PayloadAction<string>) => {
      state.submitting = false;
      state.problem = action.payload;
    },
    guessCleared: (state) => {
      state.result = null;
      state.problem = null;
    },
    historyRequested: (state) => {
      state.history.status = 'loading';
    },
    historyLoaded: (state, action: PayloadAction<GuessHistory>) => {
      state.history = { status: 'ready', data: action.payload, error: null };
    },
    historyFailed: (state, action: PayloadAction<string>) => {
      state.history = { status: 'error', data: null, error: action.payload };
    },
    searchRequested: (state, _action: PayloadAction<{ q: string }>) => {
      state.search.status = 'loading';
      state.search.error = null;
    },
    searchLoaded: (state, action: PayloadAction<NonNullable<GuessState['search']['data']>>) => {
      state.search = { status: 'ready', data: action.payload, error: null };
    },
    searchFailed: (state, action: PayloadAction<string>) => {
      state.search = { status: 'error', data: null, error: action.payload };
    },
    alertsRequested: (state) => {
      state.alerts.status = 'loading';
    },
    alertToggled: (state, action: PayloadAction<{ userPropertyId: number; enabled: boolean }>) => {
      state.savingAlert = action.payload.userPropertyId;
      state.alerts.error = null;
      // Shown at once; the saved list replaces it, a failure puts it back.
      state.alerts.data = state.alerts.data.map((h) => (h.userPropertyId === action.payload.userPropertyId ? { ...h, enabled: action.payload.enabled } : h));
    },
    alertsLoaded: (state, action: PayloadAction<SoldHomeAlert[]>) => {
      state.alerts = { status: 'ready', data: action.payload, error: null };
      state.savingAlert = null;
    },
    alertsFailed: (state, action: PayloadAction<{ message: string; revert?: { userPropertyId: number; enabled: boolean } }>) => {
      state.alerts.status = state.alerts.status === 'loading' ? 'error' : state.alerts.status;
      state.alerts.error = action.payload.message;
      state.savingAlert = null;
      const revert = action.payload.revert;
      if (revert) state.alerts.data = state.alerts.data.map((h) => (h.userPropertyId === revert.userPropertyId ? { ...h, enabled: revert.enabled } : h));
    },
  },
});

export const {
  soldHomeRequested,
  soldHomeLoaded,
  soldHomeFailed,
  guessSubmitted,
  ownHomeGuessSubmitted,
  guessScored,
  guessRefused,
  guessCleared,
  historyRequested,
  historyLoaded,
  historyFailed,
  searchRequested,
  searchLoaded,
  searchFailed,
  alertsRequested,
  alertToggled,
  alertsLoaded,
  alertsFailed,
} = guessSlice.actions;
