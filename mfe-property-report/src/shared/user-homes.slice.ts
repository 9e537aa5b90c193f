import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserHome, UserLimits } from './user-homes.api';

/** The signed-in user's homes and address allowance. */
export interface UserHomesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  homes: UserHome[];
  limits: UserLimits | null;
  adding: boolean;
  /** Set when adding failed because no address remains (out-of-address modal). */
  outOfAddresses: boolean;
  addError: string | null;
  /** The home being upgraded to paid, and why the last upgrade failed (not for lack of addresses: that opens the modal). */
  upgrading: number | null;
  upgradeError: { userPropertyId: number; message: string } | null;
}

const initialState: UserHomesState = { status: 'idle', homes: [], limits: null, adding: false, outOfAddresses: false, addError: null, upgrading: null, upgradeError: null };

export const userHomesSlice = createSlice({
  name: 'userHomes',
  initialState,
  reducers: {
    homesRequested: (state) => {
      state.status = 'loading';
    },
    homesLoaded: (state, action: PayloadAction<{ homes: UserHome[]; limits: UserLimits }>) => {
      state.status = 'ready';
      state.homes = action.payload.homes;
      state.limits = action.payload.limits;
    },
    homesFailed: (state) => {
      state.status = 'error';
    },
    homesCleared: () => initialState,
    addHomeRequested: (state, _action: PayloadAction<{ kukunId: number }>) => {
      state.adding = true;
      state.addError = null;
      state.outOfAddresses = false;
    },
    addHomeSucceeded: (state, action: PayloadAction<{ home: UserHome; limits: UserLimits }>) => {
      state.adding = false;
      if (!state.homes.some((h) => h.userPropertyId === action.payload.home.userPropertyId)) state.homes.push(action.payload.home);
      state.limits = action.payload.limits;
    },
    addHomeFailed: (state, action: PayloadAction<{ outOfAddresses: boolean; message: string }>) => {
      state.adding = false;
      state.outOfAddresses = action.payload.outOfAddresses;
      state.addError = action.payload.outOfAddresses ? null : action.payload.message;
    },
    upgradeRequested: (state, action: PayloadAction<{ userPropertyId: number }>) => {
      state.upgrading = action.payload.userPropertyId;
      state.upgradeError = null;
      state.outOfAddresses = false;
    },
    upgradeSucceeded: (state, action: PayloadAction<{ home: UserHome; limits: UserLimits }>) => {
      state.upgrading = null;
      state.homes = state.homes.map((h) => (h.userPropertyId === action.payload.home.userPropertyId ? action.payload.home : h));
      state.limits = action.payload.limits;
    },
    upgradeFailed: (state, action: PayloadAction<{ userPropertyId: number; outOfAddresses: boolean; message: string }>) => {
      state.upgrading = null;
      state.outOfAddresses = action.payload.outOfAddresses;
      state.upgradeError = action.payload.outOfAddresses ? null : { userPropertyId: action.payload.userPropertyId, message: action.payload.message };
    },
    outOfAddressesShown: (state) => {
      state.outOfAddresses = true;
    },
    outOfAddressesDismissed: (state) => {
      state.outOfAddresses = false;
    },
  },
});

export const {
  homesRequested,
  homesLoaded,
  homesFailed,
  homesCleared,
  addHomeRequested,
  addHomeSucceeded,
  addHomeFailed,
  outOfAddressesShown,
  outOfAddressesDismissed,
  upgradeRequested,
  upgradeSucceeded,
  upgradeFailed,
} = userHomesSlice.actions;
