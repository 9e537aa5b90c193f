import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root-reducer';
import { adminLoadFailure } from '../../shared/admin-access';
import { deleteAccount, fetchMessages, markAnswered, sendReply, type AdminMessage } from './admin-messages.api';
import { accountDeletionConfirmed, actionDone, actionFailed, answeredSet, messagesFailed, messagesLoaded, messagesRequested, replySent } from './admin-messages.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* load(action: ReturnType<typeof messagesRequested>) {
  try {
    const messages: AdminMessage[] = yield call(fetchMessages, action.payload);
    yield put(messagesLoaded(messages));
  } catch (error) {
    yield put(messagesFailed(adminLoadFailure(error)));
  }
}

/** Runs one admin action, says what happened and reloads the list under the current filter. */
function* act(action: ReturnType<typeof answeredSet> | ReturnType<typeof replySent> | ReturnType<typeof accountDeletionConfirmed>) {
  try {
    let notice: string;
    if (answeredSet.match(action)) {
      yield call(markAnswered, action.payload.id, action.payload.answered);
      notice = action.payload.answered ? 'Marked answered.' : 'Marked open again.';
    } else if (replySent.match(action)) {
      yield call(sendReply, action.payload.id, action.payload.message);
      notice = 'Reply sent by email.';
    } else {
      yield call(deleteAccount, action.payload.id, action.payload.confirmEmail);
      notice = 'The account and its data were deleted.';
    }
    yield put(actionDone(notice));
    const filter: AccountState['adminMessages']['filter'] = yield select((s: AccountState) => s.adminMessages.filter);
    yield put(messagesRequested(filter));
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

/** The admin contact inbox: loading, answering, replying and account deletions. */
export function* adminMessagesSaga() {
  yield takeLatest(messagesRequested.type, load);
  yield takeEvery([answeredSet.type, replySent.type, accountDeletionConfirmed.type], act);
}
