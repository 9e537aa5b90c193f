import { combineReducers } from '@reduxjs/toolkit';
import { scopeSelectorSlice } from '../features/scope-selector/scope-selector.slice';

export const rootReducer = combineReducers({
  scopeSelector: scopeSelectorSlice.reducer,
});

/** State of the estimator's store. */
export type EstimatorState = ReturnType<typeof rootReducer>;

// The step flows bring their sagas with the estimator issue.
export const rootSagas = [];
