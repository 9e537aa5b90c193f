import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OwnerFactsCorrection } from '@homeworth/shared-lib/domain';
import type { OwnerFactsView } from './owner-facts.api';

/** Value and condition score of the home, before and after a correction. */
export interface FactsOutcome {
  before: { value: number; score: number };
  after: { value: number; score: number } | null;
}

/** The owner-facts form of `/update-your-home`. */
export interface OwnerFactsState {
  userPropertyId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  view: OwnerFactsView | null;
  saving: boolean;
  /** The API's refusal: the field it names and its message. */
  problem: { field: string | null; message: string } | null;
  outcome: FactsOutcome | null;
}

const initialState: OwnerFactsState = { userPropertyId: null, status: 'idle', view: null, saving: false, problem: null, outcome: null };

export const ownerFactsSlice = createSlice({
  name: 'ownerFacts',
  initialState,
  reducers: {
    ownerFactsRequested: (state, action: PayloadAction<{ userPropertyId: number }>) => {
      if (state.userPropertyId !== action.payload.userPropertyId) Object.assign(state, initialState);
      state.userPropertyId = action.payload.userPropertyId;
      state.status = 'loading';
    },
    ownerFactsLoaded: (state, action: PayloadAction<OwnerFactsView>) => {
      state.status = 'ready';
      state.view = action.payload;
    },
    ownerFactsFailed: (state) => {
      state.status = 'error';
    },
    ownerFactsSubmitted: (state, _action: PayloadAction<{ userPropertyId: number; kukunId: number; change: OwnerFactsCorrection; before: { value: number; score: number } }>) => {
      state.saving = true;
      state.problem = null;
      state.outcome = null;
    },
    ownerFactsSaved: (state, action: PayloadAction<{ view: OwnerFactsView; outcome: FactsOutcome }>) => {
      state.saving = false;
      state.view = action.payload.view;
      state.outcome = action.payload.outcome;
    },
    ownerFactsRefused: (state, action: PayloadAction<{ field: string | null; message: string }>) => {
      state.saving = false;
      state.problem = action.payload;
    },
  },
});

export const { ownerFactsRequested, ownerFactsLoaded, ownerFactsFailed, ownerFactsSubmitted, ownerFactsSaved, ownerFactsRefused } = ownerFactsSlice.actions;
