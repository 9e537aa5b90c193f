import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportPlanTask } from './maintenance-tasks.api';

/** The maintenance plan's next tasks of the home on the report; null when the viewer has no plan for it. */
export interface MaintenanceTasksState {
  kukunId: number | null;
  tasks: ReportPlanTask[] | null;
}

const initialState: MaintenanceTasksState = { kukunId: null, tasks: null };

export const maintenanceTasksSlice = createSlice({
  name: 'maintenanceTasks',
  initialState,
  reducers: {
    maintenanceTasksRequested: (state, action: PayloadAction<number>) => {
      if (state.kukunId !== action.payload) state.tasks = null;
      state.kukunId = action.payload;
    },
    maintenanceTasksLoaded: (state, action: PayloadAction<{ kukunId: number; tasks: ReportPlanTask[] | null }>) => {
      if (state.kukunId === action.payload.kukunId) state.tasks = action.payload.tasks;
    },
  },
});

export const { maintenanceTasksRequested, maintenanceTasksLoaded } = maintenanceTasksSlice.actions;
