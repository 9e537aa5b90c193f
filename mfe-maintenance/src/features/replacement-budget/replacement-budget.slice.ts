import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportAccessLevel } from '@homeworth/shared-lib/domain';
import type { HomeChoice } from '../../plan-home';
import type { ReplacementBudget } from './replacement-budget.api';

/** The replacement budget of the home on the page. */
export interface ReplacementBudgetState {
  budget: ReplacementBudget | null;
  error: string | null;
  /** The caller's tier does not open the budget (no figures were sent): the level that opens it. */
  locked: { requires: ReportAccessLevel; userPropertyId: number | null } | null;
}

const initialState: ReplacementBudgetState = { budget: null, error: null, locked: null };

export const replacementBudgetSlice = createSlice({
  name: 'replacementBudget',
  initialState,
  reducers: {
    budgetOpened: (state, _action: PayloadAction<HomeChoice>) => {
      state.error = null;
    },
    budgetLoaded: (state, action: PayloadAction<ReplacementBudget>) => {
      state.budget = action.payload;
      state.locked = null;
    },
    budgetLocked: (state, action: PayloadAction<NonNullable<ReplacementBudgetState['locked']>>) => {
      state.budget = null;
      state.locked = action.payload;
    },
    budgetFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
  },
});

export const { budgetOpened, budgetLoaded, budgetLocked, budgetFailed } = replacementBudgetSlice.actions;
