import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminMessage, MessageFilter } from './admin-messages.api';

/** The admin inbox: the list under the chosen filter, the last action's outcome. */
export interface AdminMessagesState {
  filter: MessageFilter;
  messages: AdminMessage[] | null;
  /** The signed-in user is not an admin (the API answered 403). */
  forbidden: boolean;
  /** An admin without two-step sign-in (403 TWO_STEP_REQUIRED): the page links to the profile to set it up. */
  twoStepMissing?: boolean;
  error: string | null;
  notice: string | null;
  /** The message an action is running on. */
  busyId: number | null;
}

const initialState: AdminMessagesState = { filter: 'open', messages: null, forbidden: false, error: null, notice: null, busyId: null };

export const adminMessagesSlice = createSlice({
  name: 'adminMessages',
  initialState,
  reducers: {
    messagesRequested: (state, action: PayloadAction<MessageFilter>) => {
      state.filter = action.payload;
      state.error = null;
    },
    messagesLoaded: (state, action: PayloadAction<AdminMessage[]>) => {
      state.messages = action.payload;
      state.forbidden = false;
    },
    messagesFailed: (state, action: PayloadAction<{ error: string; forbidden: boolean; twoStepMissing?: boolean }>) => {
      state.error = action.payload.error;
      state.forbidden = action.payload.forbidden;
      state.twoStepMissing = action.payload.twoStepMissing ?? false;
      state.messages = state.messages ?? [];
    },
    answeredSet: (state, action: PayloadAction<{ id: number; answered: boolean }>) => {
      state.busyId = action.payload.id;
      state.notice = null;
    },
    replySent: (state, action: PayloadAction<{ id: number; message: string }>) => {
      state.busyId = action.payload.id;
      state.notice = null;
    },
    accountDeletionConfirmed: (state, action: PayloadAction<{ id: number; confirmEmail: string }>) => {
      state.busyId = action.payload.id;
      state.notice = null;
    },
    actionDone: (state, action: PayloadAction<string>) => {
      state.busyId = null;
      state.error = null;
      state.notice = action.payload;
    },
    actionFailed: (state, action: PayloadAction<string>) => {
      state.busyId = null;
      state.error = action.payload;
    },
  },
});

export const { messagesRequested, messagesLoaded, messagesFailed, answeredSet, replySent, accountDeletionConfirmed, actionDone, actionFailed } = adminMessagesSlice.actions;
