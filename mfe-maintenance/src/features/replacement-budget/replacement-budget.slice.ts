import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HomeChoice } from '../../plan-home';
import type { ReplacementBudget } from './replacement-budget.api';

/** The replacement budget of the home on the page. */
export interface ReplacementBudgetState {
  budget: ReplacementBudget | null;
  error: string | null;
}

const initialState: ReplacementBudgetState = { budget: null, error: null };

export const replacementBudgetSlice = createSlice({
  name: 'replacementBudget',
  initialState,
  reducers: {
    budgetOpened: (state, _action: PayloadAction<HomeChoice>) => {
      state.error = null;
    },
    budgetLoaded: (state, action: PayloadAction<ReplacementBudget>) => {
      state.budget = action.payload;
    },
    budgetFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
  },
});

export const { budgetOpened, budgetLoaded, budgetFailed } = replacementBudgetSlice.actions;
