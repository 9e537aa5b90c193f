import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSaga, sessionMirrorSlice } from '@homeworth/shared-lib/remote';
import { paymentWallSlice } from '../features/payment-wall/payment-wall.slice';
import { paymentWallSaga } from '../features/payment-wall/payment-wall.saga';

export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
  paymentWall: paymentWallSlice.reducer,
});

/** State of the agent area's store. */
export type AgentState = ReturnType<typeof rootReducer>;

export const rootSagas = [sessionMirrorSaga, paymentWallSaga];
