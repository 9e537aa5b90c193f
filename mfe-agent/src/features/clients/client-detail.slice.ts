import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentClient, ClientDraft } from '@homeworth/shared-lib/domain';
import type { ClientHomes, ClientNote } from './client-detail.api';

/** `/agent/clients/:clientId`: one client with homes and notes. */
export interface ClientDetailState {
  clientId: number | null;
  client: AgentClient | null;
  homes: ClientHomes | null;
  notes: ClientNote[];
  loading: boolean;
  error: string | null;
  saving: boolean;
  saveError: string | null;
  /** Bumped after a save, so the edit form closes. */
  savedCount: number;
  deleted: boolean;
}

const initialState: ClientDetailState = {
  clientId: null,
  client: null,
  homes: null,
  notes: [],
  loading: false,
  error: null,
  saving: false,
  saveError: null,
  savedCount: 0,
  deleted: false,
};

export const clientDetailSlice = createSlice({
  name: 'clientDetail',
  initialState,
  reducers: {
    clientOpened: (_state, action: PayloadAction<number>) => ({ ...initialState, clientId: action.payload, loading: true }),
    clientDetailLoaded: (state, action: PayloadAction<{ client: AgentClient; homes: ClientHomes; notes: ClientNote[] }>) => {
      state.loading = false;
      Object.assign(state, action.payload);
    },
    clientDetailFailed: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.saving = false;
      state.error = action.payload;
    },
    clientEditRequested: (state, _action: PayloadAction<ClientDraft>) => {
      state.saving = true;
      state.saveError = null;
    },
    clientEdited: (state, action: PayloadAction<AgentClient>) => {
      state.saving = false;
      state.client = action.payload;
      state.savedCount += 1;
    },
    clientEditFailed: (state, action: PayloadAction<string>) => {
      state.saving = false;
      state.saveError = action.payload;
    },
    clientRemoveRequested: (state) => {
      state.saving = true;
    },
    clientRemoved: (state) => {
      state.saving = false;
      state.deleted = true;
    },
    homePreferenceToggled: (_state, _action: PayloadAction<{ userPropertyId: number; selected: boolean }>) => undefined,
    homesLoaded: (state, action: PayloadAction<ClientHomes>) => {
      state.homes = action.payload;
    },
    noteAddRequested: (_state, _action: PayloadAction<string>) => undefined,
    noteEditRequested: (_state, _action: PayloadAction<{ noteId: number; body: string }>) => undefined,
    noteDeleteRequested: (_state, _action: PayloadAction<number>) => undefined,
    notesLoaded: (state, action: PayloadAction<ClientNote[]>) => {
      state.notes = action.payload;
    },
  },
});

export const {
  clientOpened,
  clientDetailLoaded,
  clientDetailFailed,
  clientEditRequested,
  clientEdited,
  clientEditFailed,
  clientRemoveRequested,
  clientRemoved,
  homePreferenceToggled,
  homesLoaded,
  noteAddRequested,
  noteEditRequested,
  noteDeleteRequested,
  notesLoaded,
} = clientDetailSlice.actions;
