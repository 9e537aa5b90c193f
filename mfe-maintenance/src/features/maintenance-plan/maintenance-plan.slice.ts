import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomTaskDraft, HomeChoice, Occurrence, PlanOverview, TaskChange } from '../../shared/plan/maintenance-plan.api';

/** The plan page: one home's plan on one day, the month shown, a change on its way, the last message. */
export interface MaintenancePlanState {
  home: HomeChoice;
  today: string | null;
  overview: PlanOverview | null;
  loading: boolean;
  month: string | null;
  occurrences: Occurrence[];
  /** The task whose change is on its way to the API (0 for a new own task). */
  changing: number | null;
  /** What the last change did ("Next due Dec 21, 2026"). */
  notice: string | null;
  error: string | null;
}

const initialState: MaintenancePlanState = { home: null, today: null, overview: null, loading: false, month: null, occurrences: [], changing: null, notice: null, error: null };

export const maintenancePlanSlice = createSlice({
  name: 'maintenancePlan',
  initialState,
  reducers: {
    planOpened: (state, action: PayloadAction<{ home: HomeChoice; today: string }>) => {
      state.home = action.payload.home;
      state.today = action.payload.today;
      state.loading = true;
      state.error = null;
    },
    planLoaded: (state, action: PayloadAction<PlanOverview>) => {
      state.loading = false;
      state.overview = action.payload;
      // The home the API answered for (its own choice when none or a stale one was asked for).
      state.home = action.payload.home.userPropertyId;
    },
    monthOpened: (state, action: PayloadAction<string>) => {
      state.month = action.payload;
    },
    monthLoaded: (state, action: PayloadAction<{ month: string; occurrences: Occurrence[] }>) => {
      if (state.month === action.payload.month) state.occurrences = action.payload.occurrences;
    },
    taskChangeRequested: (state, action: PayloadAction<TaskChange>) => {
      state.changing = action.payload.taskId;
      state.notice = null;
      state.error = null;
    },
    customTaskRequested: (state, _action: PayloadAction<CustomTaskDraft>) => {
      state.changing = 0;
      state.notice = null;
      state.error = null;
    },
    taskChanged: (state, action: PayloadAction<string>) => {
      state.changing = null;
      state.notice = action.payload;
    },
    planFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.changing = null;
      state.error = action.payload;
    },
  },
});

export const { planOpened, planLoaded, monthOpened, monthLoaded, taskChangeRequested, customTaskRequested, taskChanged, planFailed } = maintenancePlanSlice.actions;
