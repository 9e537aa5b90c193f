import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSlice } from '@homeworth/shared-lib/remote';
import { paymentWallSlice } from '../features/payment-wall/payment-wall.slice';
import { agentClientsSlice } from '../features/agent-clients/agent-clients.slice';
import { clientDetailSlice } from '../features/clients/client-detail.slice';
import { importFileSlice } from '../features/import-file/import-file.slice';
import { engagementSlice } from '../features/activity/engagement.slice';
import { brandedShareSlice } from '../features/branded-share/branded-share.slice';
import { agentProfileSlice } from '../features/agent-profile/agent-profile.slice';
import { invitationsSlice } from '../features/agent-clients/invitations.slice';
import { addressSuggestionsSlice } from '../shared/client-form/address-suggestions.slice';

// The store's shape on its own, so a saga or a component can name the state type without importing
// root.ts (which imports every saga: a saga importing it was an import cycle).
export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
  paymentWall: paymentWallSlice.reducer,
  agentClients: agentClientsSlice.reducer,
  clientDetail: clientDetailSlice.reducer,
  importFile: importFileSlice.reducer,
  engagement: engagementSlice.reducer,
  brandedShare: brandedShareSlice.reducer,
  agentProfile: agentProfileSlice.reducer,
  addressSuggestions: addressSuggestionsSlice.reducer,
  invitations: invitationsSlice.reducer,
});

/** State of the agent area's store. */
export type AgentState = ReturnType<typeof rootReducer>;
