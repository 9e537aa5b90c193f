import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstimateRequest, MultiprojectEstimateRequest } from '@homeworth/shared-lib/domain';

/** Saving the estimate on the result page. */
export interface SavePlanState {
  saving: boolean;
  savedPlanId: number | null;
  /** Which estimate the saved plan is (`saveKeyOf`), so another result page does not show it as saved. */
  savedFor: string | null;
  error: string | null;
  /** The API's error code, so a plan limit can offer the paywall. */
  errorCode: string | null;
  /** Set after the saved plan was deleted from the result page (deleteProjectRp). */
  deletedNotice: string | null;
}

const initialState: SavePlanState = { saving: false, savedPlanId: null, savedFor: null, error: null, errorCode: null, deletedNotice: null };

/** Names an estimate as the result page shows it: its project(s) and finish level (the answers cannot change there). */
export function saveKeyOf(request: EstimateRequest | MultiprojectEstimateRequest): string {
  const projects = 'project' in request ? [request.project] : request.projects.map((p) => p.project);
  return `${projects.join(',').toLowerCase()}:${request.finishLevel}`;
}

export const savePlanSlice = createSlice({
  name: 'savePlan',
  initialState,
  reducers: {
    savePlanRequested: (state, action: PayloadAction<EstimateRequest>) => {
      state.saving = true;
      state.savedFor = saveKeyOf(action.payload);
      state.error = null;
      state.errorCode = null;
    },
    /** Save every project of a combined estimate as a plan. */
    saveCombinedRequested: (state, action: PayloadAction<MultiprojectEstimateRequest>) => {
      state.saving = true;
      state.savedFor = saveKeyOf(action.payload);
      state.error = null;
      state.errorCode = null;
    },
    savePlanSucceeded: (state, action: PayloadAction<number>) => {
      state.saving = false;
      state.deletedNotice = null;
      state.savedPlanId = action.payload;
    },
    savePlanFailed: (state, action: PayloadAction<string | { message: string; code: string | null }>) => {
      state.saving = false;
      state.error = typeof action.payload === 'string' ? action.payload : action.payload.message;
      state.errorCode = typeof action.payload === 'string' ? null : action.payload.code;
    },
    /** deleteProjectRp confirmed: delete the saved plan (the estimate stays on screen, unsaved). */
    savedPlanDeleteRequested: (state, _action: PayloadAction<number>) => {
      state.saving = true;
      state.error = null;
    },
    savedPlanDeleted: (state) => ({ ...initialState, savedFor: state.savedFor, deletedNotice: 'Deleted. This estimate is no longer saved; save it again at any time.' }),
    /** The answers or finish level changed: the saved plan no longer matches what is shown. */
    savePlanReset: () => initialState,
    /** Signed in now: save the estimate a guest asked to save, if one is waiting. */
    pendingSaveCheckRequested: () => undefined,
  },
});

export const { savePlanRequested, saveCombinedRequested, savePlanSucceeded, savePlanFailed, savePlanReset, pendingSaveCheckRequested, savedPlanDeleteRequested, savedPlanDeleted } =
  savePlanSlice.actions;
