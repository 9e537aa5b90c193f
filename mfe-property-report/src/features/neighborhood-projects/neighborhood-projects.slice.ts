import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NeighborhoodProjects } from './neighborhood-projects.api';

/** `/my-neighborhood/projects`: the permits near one home (or why they could not be loaded). */
export interface NeighborhoodProjectsState {
  kukunId: number | null;
  data: NeighborhoodProjects | null;
  error: string | null;
}

const initialState: NeighborhoodProjectsState = { kukunId: null, data: null, error: null };

export const neighborhoodProjectsSlice = createSlice({
  name: 'neighborhoodProjects',
  initialState,
  reducers: {
    projectsRequested: (state, action: PayloadAction<number>) => {
      state.kukunId = action.payload;
      state.data = null;
      state.error = null;
    },
    projectsLoaded: (state, action: PayloadAction<NeighborhoodProjects>) => {
      state.data = action.payload;
    },
    projectsFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
  },
});

export const { projectsRequested, projectsLoaded, projectsFailed } = neighborhoodProjectsSlice.actions;
