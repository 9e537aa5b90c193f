import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HomeFacts } from './home-facts';

/** What the estimator knows about the home (a report link, the owner's claimed home), or null. */
export interface HomeFactsState {
  facts: HomeFacts | null;
}

const initialState: HomeFactsState = { facts: null };

export const homeFactsSlice = createSlice({
  name: 'homeFacts',
  initialState,
  reducers: {
    /** A page opened: `search` is its query, which may be a report link's. */
    homeFactsRequested: (_state, _action: PayloadAction<{ search: string; signedIn: boolean }>) => undefined,
    /** The facts known now; the answer slices fill them into unanswered property steps. */
    homeFactsKnown: (state, action: PayloadAction<HomeFacts>) => {
      state.facts = action.payload;
    },
  },
});

export const { homeFactsRequested, homeFactsKnown } = homeFactsSlice.actions;
