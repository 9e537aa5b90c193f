import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The scope selector's search text and the projects ticked for a combined estimate, in the order ticked. */
export interface ScopeSelectorState {
  query: string;
  selected: string[];
}

const initialState: ScopeSelectorState = { query: '', selected: [] };

export const scopeSelectorSlice = createSlice({
  name: 'scopeSelector',
  initialState,
  reducers: {
    queryChanged: (state, action: PayloadAction<string>) => {
      state.query = action.payload;
    },
    /** A project ticked or unticked; ticking past `max` is refused (the page says why). */
    projectToggled: (state, action: PayloadAction<{ slug: string; max: number }>) => {
      const { slug, max } = action.payload;
      if (state.selected.includes(slug)) state.selected = state.selected.filter((s) => s !== slug);
      else if (state.selected.length < max) state.selected.push(slug);
    },
    selectionCleared: (state) => {
      state.selected = [];
    },
  },
});

export const { queryChanged, projectToggled, selectionCleared } = scopeSelectorSlice.actions;
