import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSaga, sessionMirrorSlice } from '@homeworth/shared-lib/remote';

export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
});

/** State of the property report's store. */
export type PropertyReportState = ReturnType<typeof rootReducer>;

export const rootSagas = [sessionMirrorSaga];
