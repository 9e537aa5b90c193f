import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { clientsRequested } from './agent-clients.slice';
import { fetchInvitationPreview, sendInvitations, sentText, type InvitationPreview, type InvitationsSent } from './invitations.api';
import { invitationsFailed, invitationsRequested, invitationsSent, previewFailed, previewLoaded, previewRequested } from './invitations.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* send(action: ReturnType<typeof invitationsRequested>) {
  try {
    const answer: InvitationsSent = yield call(sendInvitations, action.payload);
    yield put(invitationsSent(sentText(answer)));
    // The list shows who is invited now.
    yield put(clientsRequested());
  } catch (error) {
    yield put(invitationsFailed(messageOf(error)));
  }
}

function* preview(action: ReturnType<typeof previewRequested>) {
  try {
    const email: InvitationPreview = yield call(fetchInvitationPreview, action.payload);
    yield put(previewLoaded(email));
  } catch (error) {
    yield put(previewFailed(messageOf(error)));
  }
}

/** Sends invitations (one client or the selection) and loads the preview of one. */
export function* invitationsSaga() {
  yield takeLatest(invitationsRequested.type, send);
  yield takeLatest(previewRequested.type, preview);
}
