import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The scope selector's search text. */
export interface ScopeSelectorState {
  query: string;
}

const initialState: ScopeSelectorState = { query: '' };

export const scopeSelectorSlice = createSlice({
  name: 'scopeSelector',
  initialState,
  reducers: {
    queryChanged: (state, action: PayloadAction<string>) => {
      state.query = action.payload;
    },
  },
});

export const { queryChanged } = scopeSelectorSlice.actions;
