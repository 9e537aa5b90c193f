import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShareLink, ShareRequest } from '@homeworth/shared-lib/domain';

/** What the share modal is doing: emailing the list, emailing the PDF to the user, or the link. */
export type ShareBusy = 'send' | 'pdf' | 'link';

/** The open share modal: what is on its way, what was sent, the plan's link, and why not. */
export interface SharePlanState {
  busy: ShareBusy | null;
  sent: string | null;
  error: string | null;
  /** Bumped by each list sent, so the modal clears its rows. */
  sentCount: number;
  link: ShareLink | null;
  linkStatus: string | null;
  linkError: string | null;
}

const initialState: SharePlanState = { busy: null, sent: null, error: null, sentCount: 0, link: null, linkStatus: null, linkError: null };

export const sharePlanSlice = createSlice({
  name: 'sharePlan',
  initialState,
  reducers: {
    shareModalOpened: () => initialState,
    /** `pdfTo`: the signed-in user's email when they email the PDF to themselves. */
    planShareRequested: (state, action: PayloadAction<{ planId: number; request: ShareRequest; pdfTo?: string }>) => {
      state.busy = action.payload.pdfTo ? 'pdf' : 'send';
      state.sent = null;
      state.error = null;
    },
    planShared: (state, action: PayloadAction<{ message: string; list: boolean }>) => {
      state.busy = null;
      state.sent = action.payload.message;
      if (action.payload.list) state.sentCount += 1;
    },
    /** A refusal: the API's, or the form's own before any request (null: none, the rows say what is wrong). */
    planShareFailed: (state, action: PayloadAction<string | null>) => {
      state.busy = null;
      state.sent = null;
      state.error = action.payload;
    },
    shareLinkRequested: (state, _action: PayloadAction<number>) => {
      state.busy = 'link';
      state.linkStatus = null;
      state.linkError = null;
    },
    shareLinkReady: (state, action: PayloadAction<ShareLink>) => {
      state.busy = null;
      state.link = action.payload;
    },
    shareLinkRevokeRequested: (state, _action: PayloadAction<number>) => {
      state.busy = 'link';
      state.linkError = null;
    },
    shareLinkRevoked: (state) => {
      state.busy = null;
      state.link = null;
      state.linkStatus = 'The link is revoked: anyone who opens it now sees that the estimate does not exist.';
    },
    shareLinkFailed: (state, action: PayloadAction<string>) => {
      state.busy = null;
      state.linkError = action.payload;
    },
    /** What copying the link did (the clipboard, or a selection to copy by hand). */
    linkCopyReported: (state, action: PayloadAction<string>) => {
      state.linkError = null;
      state.linkStatus = action.payload;
    },
  },
});

export const {
  shareModalOpened,
  planShareRequested,
  planShared,
  planShareFailed,
  shareLinkRequested,
  shareLinkReady,
  shareLinkRevokeRequested,
  shareLinkRevoked,
  shareLinkFailed,
  linkCopyReported,
} = sharePlanSlice.actions;
