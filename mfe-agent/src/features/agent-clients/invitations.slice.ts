import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvitationPreview } from './invitations.api';

/** The agent's invitations on Contacts: the clients selected for a bulk send, a send under way, the preview open. */
export interface InvitationsState {
  selected: number[];
  sending: boolean;
  /** The clients of the send under way. */
  sendingIds: number[];
  notice: { text: string; error: boolean } | null;
  preview: { clientId: number; loading: boolean; email: InvitationPreview | null; error: string | null } | null;
}

const initialState: InvitationsState = { selected: [], sending: false, sendingIds: [], notice: null, preview: null };

export const invitationsSlice = createSlice({
  name: 'invitations',
  initialState,
  reducers: {
    clientSelected: (state, action: PayloadAction<{ clientId: number; selected: boolean }>) => {
      const { clientId, selected } = action.payload;
      state.selected = selected ? [...new Set([...state.selected, clientId])] : state.selected.filter((id) => id !== clientId);
    },
    selectionSet: (state, action: PayloadAction<number[]>) => {
      state.selected = action.payload;
    },
    invitationsRequested: (state, action: PayloadAction<number[]>) => {
      state.sending = true;
      state.sendingIds = action.payload;
      state.notice = null;
    },
    invitationsSent: (state, action: PayloadAction<string>) => {
      state.sending = false;
      state.selected = [];
      state.preview = null;
      state.notice = { text: action.payload, error: false };
    },
    invitationsFailed: (state, action: PayloadAction<string>) => {
      state.sending = false;
      state.notice = { text: action.payload, error: true };
    },
    /** Says what happened to a client just added (invited or not). */
    clientAddedNotice: (state, action: PayloadAction<string>) => {
      state.notice = { text: action.payload, error: false };
    },
    previewRequested: (state, action: PayloadAction<number>) => {
      state.preview = { clientId: action.payload, loading: true, email: null, error: null };
    },
    previewLoaded: (state, action: PayloadAction<InvitationPreview>) => {
      if (state.preview) Object.assign(state.preview, { loading: false, email: action.payload });
    },
    previewFailed: (state, action: PayloadAction<string>) => {
      if (state.preview) Object.assign(state.preview, { loading: false, error: action.payload });
    },
    previewClosed: (state) => {
      state.preview = null;
    },
  },
});

export const {
  clientAddedNotice,
  clientSelected,
  selectionSet,
  invitationsRequested,
  invitationsSent,
  invitationsFailed,
  previewRequested,
  previewLoaded,
  previewFailed,
  previewClosed,
} = invitationsSlice.actions;
