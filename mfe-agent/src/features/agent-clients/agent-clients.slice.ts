import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentClient, ClientDraft, ClientSortKey } from '@homeworth/shared-lib/domain';

/** Contacts (`/agent/list-manager`): the client list, its sort key, the add form's state. */
export interface AgentClientsState {
  clients: AgentClient[];
  sort: ClientSortKey;
  loading: boolean;
  loadError: string | null;
  adding: boolean;
  addError: string | null;
  /** Bumped after each successful add, so the form clears itself. */
  addedCount: number;
  deletingId: number | null;
}

const initialState: AgentClientsState = {
  clients: [],
  sort: 'name',
  loading: false,
  loadError: null,
  adding: false,
  addError: null,
  addedCount: 0,
  deletingId: null,
};

export const agentClientsSlice = createSlice({
  name: 'agentClients',
  initialState,
  reducers: {
    clientsRequested: (state, action: PayloadAction<ClientSortKey | undefined>) => {
      state.loading = true;
      state.loadError = null;
      if (action.payload) state.sort = action.payload;
    },
    clientsLoaded: (state, action: PayloadAction<AgentClient[]>) => {
      state.loading = false;
      state.clients = action.payload;
    },
    clientsFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.loadError = action.payload;
    },
    clientAddRequested: (state, _action: PayloadAction<ClientDraft>) => {
      state.adding = true;
      state.addError = null;
    },
    clientAdded: (state) => {
      state.adding = false;
      state.addedCount += 1;
    },
    clientAddFailed: (state, action: PayloadAction<string>) => {
      state.adding = false;
      state.addError = action.payload;
    },
    clientDeleteRequested: (state, action: PayloadAction<number>) => {
      state.deletingId = action.payload;
      state.loadError = null;
    },
    clientDeleted: (state, action: PayloadAction<number>) => {
      state.deletingId = null;
      state.clients = state.clients.filter((c) => c.id !== action.payload);
    },
    clientDeleteFailed: (state, action: PayloadAction<string>) => {
      state.deletingId = null;
      state.loadError = action.payload;
    },
  },
});

export const {
  clientsRequested,
  clientsLoaded,
  clientsFailed,
  clientAddRequested,
  clientAdded,
  clientAddFailed,
  clientDeleteRequested,
  clientDeleted,
  clientDeleteFailed,
} = agentClientsSlice.actions;
