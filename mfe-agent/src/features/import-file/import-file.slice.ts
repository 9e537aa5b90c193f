import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportMapping, ImportSummary } from '@homeworth/shared-lib/domain';

/** The import steps: choose a file, check the column mapping, check the preview, done. */
export type ImportStep = 'file' | 'mapping' | 'preview' | 'done';

/** `/agent/import-file`: the import under way. */
export interface ImportFileState {
  step: ImportStep;
  current: ImportSummary | null;
  busy: boolean;
  error: string | null;
  /** Set when confirming hit the free plan's limit: the page offers the payment wall. */
  limitReached: boolean;
  wentLive: number;
}

const initialState: ImportFileState = { step: 'file', current: null, busy: false, error: null, limitReached: false, wentLive: 0 };

export const importFileSlice = createSlice({
  name: 'importFile',
  initialState,
  reducers: {
    fileChosen: (state, _action: PayloadAction<File>) => {
      state.busy = true;
      state.error = null;
    },
    mappingApplied: (state, _action: PayloadAction<ImportMapping>) => {
      state.busy = true;
      state.error = null;
    },
    confirmRequested: (state) => {
      state.busy = true;
      state.error = null;
      state.limitReached = false;
    },
    cancelRequested: (state) => {
      state.busy = true;
    },
    importLoaded: (state, action: PayloadAction<{ summary: ImportSummary; step: ImportStep; wentLive?: number }>) => {
      state.busy = false;
      state.current = action.payload.summary;
      state.step = action.payload.step;
      state.wentLive = action.payload.wentLive ?? state.wentLive;
    },
    importFailed: (state, action: PayloadAction<{ message: string; limitReached?: boolean }>) => {
      state.busy = false;
      state.error = action.payload.message;
      state.limitReached = action.payload.limitReached ?? false;
    },
    backToMapping: (state) => {
      state.step = 'mapping';
      state.error = null;
    },
    importReset: () => initialState,
  },
});

export const { fileChosen, mappingApplied, confirmRequested, cancelRequested, importLoaded, importFailed, backToMapping, importReset } = importFileSlice.actions;
