import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentClient, AgentCount, ClientDraft, ClientFilter, ClientSortKey } from '@homeworth/shared-lib/domain';
import type { ClientPage } from '../../shared/agent-clients.api';

/** Contacts (`/agent/list-manager`): one page of the client list, its query, the add form, the free-plan count. */
export interface AgentClientsState {
  clients: AgentClient[];
  total: number;
  counts: Record<ClientFilter, number> | null;
  pageSize: number;
  sort: ClientSortKey;
  q: string;
  filter: ClientFilter;
  page: number;
  loading: boolean;
  loadError: string | null;
  adding: boolean;
  addError: string | null;
  /** Bumped after each successful add, so the form clears itself. */
  addedCount: number;
  /** Set when an add hit the free plan's limit: the page opens the payment wall. */
  limitReached: boolean;
  deletingId: number | null;
  count: AgentCount | null;
}

const initialState: AgentClientsState = {
  clients: [],
  total: 0,
  counts: null,
  pageSize: 25,
  sort: 'name',
  q: '',
  filter: 'all',
  page: 1,
  loading: false,
  loadError: null,
  adding: false,
  addError: null,
  addedCount: 0,
  limitReached: false,
  deletingId: null,
  count: null,
};

/** A change of the list's query; anything but the page starts again at page 1. */
export type ClientQueryChange = Partial<Pick<AgentClientsState, 'sort' | 'q' | 'filter' | 'page'>>;

export const agentClientsSlice = createSlice({
  name: 'agentClients',
  initialState,
  reducers: {
    clientsRequested: (state, action: PayloadAction<ClientQueryChange | undefined>) => {
      state.loading = true;
      state.loadError = null;
      const change = action.payload ?? {};
      Object.assign(state, change);
      if (change.page === undefined && Object.keys(change).length > 0) state.page = 1;
    },
    clientsLoaded: (state, action: PayloadAction<ClientPage | AgentClient[]>) => {
      state.loading = false;
      // A plain array is a whole list (component tests).
      const page = Array.isArray(action.payload) ? { clients: action.payload, total: action.payload.length, counts: null, pageSize: state.pageSize } : action.payload;
      state.clients = page.clients;
      state.total = page.total;
      state.counts = page.counts;
      state.pageSize = page.pageSize;
    },
    clientsFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.loadError = action.payload;
    },
    countLoaded: (state, action: PayloadAction<AgentCount>) => {
      state.count = action.payload;
    },
    clientAddRequested: (state, _action: PayloadAction<ClientDraft>) => {
      state.adding = true;
      state.addError = null;
      state.limitReached = false;
    },
    clientAdded: (state) => {
      state.adding = false;
      state.addedCount += 1;
    },
    clientAddFailed: (state, action: PayloadAction<string>) => {
      state.adding = false;
      state.addError = action.payload;
    },
    clientLimitReached: (state) => {
      state.adding = false;
      state.limitReached = true;
    },
    clientDeleteRequested: (state, action: PayloadAction<number>) => {
      state.deletingId = action.payload;
      state.loadError = null;
    },
    clientDeleted: (state, action: PayloadAction<number>) => {
      state.deletingId = null;
      state.clients = state.clients.filter((c) => c.id !== action.payload);
      state.total = Math.max(0, state.total - 1);
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
  countLoaded,
  clientAddRequested,
  clientAdded,
  clientAddFailed,
  clientLimitReached,
  clientDeleteRequested,
  clientDeleted,
  clientDeleteFailed,
} = agentClientsSlice.actions;
