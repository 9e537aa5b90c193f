import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DirectoryData, DirectoryQuery } from './directory.api';

/** The directory page: the last search and its answer. */
export interface DirectoryState {
  query: DirectoryQuery | null;
  data: DirectoryData | null;
  localities: { locality: string; city: string; state: string; count: number }[] | null;
  loading: boolean;
  error: string | null;
}

const initialState: DirectoryState = { query: null, data: null, localities: null, loading: false, error: null };

export const directorySlice = createSlice({
  name: 'directory',
  initialState,
  reducers: {
    directoryRequested: (state, action: PayloadAction<DirectoryQuery | null>) => {
      state.query = action.payload;
      state.loading = action.payload !== null;
      state.error = null;
      if (action.payload === null) state.data = null;
    },
    directoryLoaded: (state, action: PayloadAction<DirectoryData>) => {
      state.loading = false;
      state.data = action.payload;
    },
    directoryFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.data = null;
      state.error = action.payload;
    },
    localitiesRequested: () => undefined,
    localitiesLoaded: (state, action: PayloadAction<DirectoryState['localities']>) => {
      state.localities = action.payload;
    },
  },
});

export const { directoryRequested, directoryLoaded, directoryFailed, localitiesRequested, localitiesLoaded } = directorySlice.actions;
