import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportAnswer, ReportTarget } from './home-report.api';

/** The report on screen: what was asked for, and what came back. */
export interface HomeReportState {
  target: ReportTarget | null;
  status: 'idle' | 'loading' | 'ready' | 'not-found' | 'error';
  report: ReportAnswer | null;
  error: string | null;
}

const initialState: HomeReportState = { target: null, status: 'idle', report: null, error: null };

export const homeReportSlice = createSlice({
  name: 'homeReport',
  initialState,
  reducers: {
    reportRequested: (state, action: PayloadAction<ReportTarget>) => {
      state.target = action.payload;
      state.status = 'loading';
      state.error = null;
      state.report = null;
    },
    reportLoaded: (state, action: PayloadAction<ReportAnswer>) => {
      state.status = 'ready';
      state.report = action.payload;
    },
    reportFailed: (state, action: PayloadAction<{ notFound: boolean; message: string }>) => {
      state.status = action.payload.notFound ? 'not-found' : 'error';
      state.error = action.payload.message;
    },
  },
});

export const { reportRequested, reportLoaded, reportFailed } = homeReportSlice.actions;
