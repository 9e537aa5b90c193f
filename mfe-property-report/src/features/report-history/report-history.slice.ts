import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportHistoryEntry } from './report-history.api';

/** `/ihome-report-history`: the reports the user opened or bought. */
export interface ReportHistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  entries: ReportHistoryEntry[];
  deleting: number | null;
  error: string | null;
}

const initialState: ReportHistoryState = { status: 'idle', entries: [], deleting: null, error: null };

export const reportHistorySlice = createSlice({
  name: 'reportHistory',
  initialState,
  reducers: {
    historyRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    historyLoaded: (state, action: PayloadAction<ReportHistoryEntry[]>) => {
      state.status = 'ready';
      state.entries = action.payload;
    },
    historyFailed: (state) => {
      state.status = 'error';
    },
    entryDeleteRequested: (state, action: PayloadAction<{ kukunId: number }>) => {
      state.deleting = action.payload.kukunId;
      state.error = null;
    },
    entryDeleted: (state, action: PayloadAction<{ kukunId: number }>) => {
      state.deleting = null;
      state.entries = state.entries.filter((e) => e.kukunId !== action.payload.kukunId);
    },
    entryDeleteFailed: (state, action: PayloadAction<string>) => {
      state.deleting = null;
      state.error = action.payload;
    },
  },
});

export const { historyRequested, historyLoaded, historyFailed, entryDeleteRequested, entryDeleted, entryDeleteFailed } = reportHistorySlice.actions;
