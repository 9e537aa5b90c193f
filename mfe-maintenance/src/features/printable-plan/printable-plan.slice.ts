import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryEvent, HomeChoice, Occurrence, PlanHome } from '../../shared/plan/maintenance-plan.api';

/** The printable year: twelve months of tasks, the home and the pros who worked on it. */
export interface PrintablePlan {
  home: PlanHome;
  months: { month: string; occurrences: Occurrence[] }[];
  history: HistoryEvent[];
}

export interface PrintablePlanState {
  plan: PrintablePlan | null;
  error: string | null;
}

const initialState: PrintablePlanState = { plan: null, error: null };

export const printablePlanSlice = createSlice({
  name: 'printablePlan',
  initialState,
  reducers: {
    printableOpened: (state, _action: PayloadAction<{ home: HomeChoice; from: string }>) => {
      state.error = null;
    },
    printableLoaded: (state, action: PayloadAction<PrintablePlan>) => {
      state.plan = action.payload;
    },
    printableFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
  },
});

export const { printableOpened, printableLoaded, printableFailed } = printablePlanSlice.actions;
