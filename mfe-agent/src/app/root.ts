import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSaga, sessionMirrorSlice } from '@homeworth/shared-lib/remote';
import { paymentWallSlice } from '../features/payment-wall/payment-wall.slice';
import { paymentWallSaga } from '../features/payment-wall/payment-wall.saga';
import { agentClientsSlice } from '../features/agent-clients/agent-clients.slice';
import { agentClientsSaga } from '../features/agent-clients/agent-clients.saga';
import { clientDetailSlice } from '../features/clients/client-detail.slice';
import { clientDetailSaga } from '../features/clients/client-detail.saga';
import { importFileSlice } from '../features/import-file/import-file.slice';
import { importFileSaga } from '../features/import-file/import-file.saga';
import { engagementSlice } from '../features/activity/engagement.slice';
import { engagementSaga } from '../features/activity/engagement.saga';
import { brandedShareSlice } from '../features/branded-share/branded-share.slice';
import { brandedShareSaga } from '../features/branded-share/branded-share.saga';

export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
  paymentWall: paymentWallSlice.reducer,
  agentClients: agentClientsSlice.reducer,
  clientDetail: clientDetailSlice.reducer,
  importFile: importFileSlice.reducer,
  engagement: engagementSlice.reducer,
  brandedShare: brandedShareSlice.reducer,
});

/** State of the agent area's store. */
export type AgentState = ReturnType<typeof rootReducer>;

export const rootSagas = [sessionMirrorSaga, paymentWallSaga, agentClientsSaga, clientDetailSaga, importFileSaga, engagementSaga, brandedShareSaga];
