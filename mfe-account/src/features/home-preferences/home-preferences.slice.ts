import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderSummary } from '@homeworth/shared-lib';
import type { HomePreferences } from '@homeworth/shared-lib/domain';
import type { UserHome } from './home-preferences.api';

/** What a user can do to one home from the page (besides choosing it as my home, which needs no server). */
export type HomeAction = 'save' | 'upgrade' | 'claim' | 'unclaim' | 'delete' | 'preferences';

/** `/user/home-preferences` state. */
export interface HomePreferencesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: string | null;
  homes: UserHome[];
  /** Address counters (GET /v1/payment/order-summary). */
  summary: OrderSummary | null;
  preferences: Record<number, HomePreferences>;
  /** The action running for a home, by userPropertyId. */
  busy: Record<number, HomeAction>;
  /** The last refusal for a home, worded by the API. */
  errors: Record<number, string>;
  notice: string | null;
  /** The upgrade found no address left: the out-of-address modal is open. */
  outOfAddresses: boolean;
  /** After an alert toggle is stored: `youreAllSet` confirms an alert turned on, `stayUpdate` offers one back when a home has none left. */
  alertConfirmation: AlertConfirmation | null;
}

/** The confirmation shown after an alert toggle of a home was stored. */
export interface AlertConfirmation {
  modal: 'youreAllSet' | 'stayUpdate';
  userPropertyId: number;
  /** The alert the user just turned on or off. */
  key: keyof HomePreferences;
}

const initialState: HomePreferencesState = {
  status: 'idle',
  loadError: null,
  homes: [],
  summary: null,
  preferences: {},
  busy: {},
  errors: {},
  notice: null,
  outOfAddresses: false,
  alertConfirmation: null,
};

function start(state: HomePreferencesState, userPropertyId: number, action: HomeAction) {
  state.busy[userPropertyId] = action;
  delete state.errors[userPropertyId];
  state.notice = null;
}

export const homePreferencesSlice = createSlice({
  name: 'homePreferences',
  initialState,
  reducers: {
    homesPageRequested: (state) => {
      state.status = 'loading';
      state.loadError = null;
    },
    homesPageLoaded: (state, action: PayloadAction<{ homes: UserHome[]; summary: OrderSummary; preferences: Record<number, HomePreferences> }>) => {
      state.status = 'ready';
      state.homes = action.payload.homes;
      state.summary = action.payload.summary;
      state.preferences = action.payload.preferences;
    },
    homesPageFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    homeActionRequested: (state, action: PayloadAction<{ userPropertyId: number; action: 'save' | 'upgrade' | 'unclaim' | 'delete' }>) => {
      start(state, action.payload.userPropertyId, action.payload.action);
    },
    claimRequested: (state, action: PayloadAction<{ userPropertyId: number; parcelLast4: string }>) => {
      start(state, action.payload.userPropertyId, 'claim');
    },
    /** Shown at once; the saga stores it and puts the old value back if the server refuses. */
    preferenceChanged: (state, action: PayloadAction<{ userPropertyId: number; key: keyof HomePreferences; value: boolean }>) => {
      const { userPropertyId, key, value } = action.payload;
      const current = state.preferences[userPropertyId];
      if (!current) return;
      start(state, userPropertyId, 'preferences');
      current[key] = value;
    },
    preferencesStored: (state, action: PayloadAction<{ userPropertyId: number; preferences: HomePreferences; changed?: { key: keyof HomePreferences; value: boolean } }>) => {
      const { userPropertyId, preferences, changed } = action.payload;
      delete state.busy[userPropertyId];
      state.preferences[userPropertyId] = preferences;
      if (!changed) return;
      if (changed.value) state.alertConfirmation = { modal: 'youreAllSet', userPropertyId, key: changed.key };
      else if (Object.values(preferences).every((on) => !on)) state.alertConfirmation = { modal: 'stayUpdate', userPropertyId, key: changed.key };
    },
    alertConfirmationClosed: (state) => {
      state.alertConfirmation = null;
    },
    homeUpdated: (state, action: PayloadAction<{ home: UserHome; notice: string }>) => {
      const { home, notice } = action.payload;
      delete state.busy[home.userPropertyId];
      state.homes = state.homes.map((h) => (h.userPropertyId === home.userPropertyId ? home : h));
      state.notice = notice;
    },
    homeRemoved: (state, action: PayloadAction<{ userPropertyId: number; notice: string }>) => {
      const { userPropertyId, notice } = action.payload;
      delete state.busy[userPropertyId];
      delete state.preferences[userPropertyId];
      state.homes = state.homes.filter((h) => h.userPropertyId !== userPropertyId);
      state.notice = notice;
    },
    summaryLoaded: (state, action: PayloadAction<OrderSummary>) => {
      state.summary = action.payload;
    },
    homeActionFailed: (state, action: PayloadAction<{ userPropertyId: number; message: string; outOfAddresses?: boolean; preferences?: HomePreferences }>) => {
      const { userPropertyId, message, outOfAddresses, preferences } = action.payload;
      delete state.busy[userPropertyId];
      if (preferences) state.preferences[userPropertyId] = preferences;
      if (outOfAddresses) state.outOfAddresses = true;
      else state.errors[userPropertyId] = message;
    },
    outOfAddressesDismissed: (state) => {
      state.outOfAddresses = false;
    },
  },
});

export const {
  homesPageRequested,
  homesPageLoaded,
  homesPageFailed,
  homeActionRequested,
  claimRequested,
  preferenceChanged,
  preferencesStored,
  alertConfirmationClosed,
  homeUpdated,
  homeRemoved,
  summaryLoaded,
  homeActionFailed,
  outOfAddressesDismissed,
} = homePreferencesSlice.actions;
