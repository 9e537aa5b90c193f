import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSaga, sessionMirrorSlice } from '@homeworth/shared-lib/remote';

export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
});

/** State of the agent area's store. */
export type AgentState = ReturnType<typeof rootReducer>;

export const rootSagas = [sessionMirrorSaga];
