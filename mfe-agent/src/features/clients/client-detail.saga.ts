import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { addClientErrorMessage, type AgentClient } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root-reducer';
import { removeClient, saveClient } from '../../shared/agent-clients.api';
import { createNote, fetchClient, fetchHomes, fetchNotes, removeNote, saveHomePreferences, updateNote, type ClientHomes, type ClientNote } from './client-detail.api';
import {
  clientDetailFailed,
  clientDetailLoaded,
  clientEditFailed,
  clientEditRequested,
  clientEdited,
  clientOpened,
  clientRemoveRequested,
  clientRemoved,
  homePreferenceToggled,
  homesLoaded,
  noteAddRequested,
  noteDeleteRequested,
  noteEditRequested,
  notesLoaded,
} from './client-detail.slice';

const idOf = (s: AgentState) => s.clientDetail.clientId!;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* load(action: ReturnType<typeof clientOpened>) {
  try {
    const [client, homes, notes]: [AgentClient, ClientHomes, ClientNote[]] = yield all([
      call(fetchClient, action.payload),
      call(fetchHomes, action.payload),
      call(fetchNotes, action.payload),
    ]);
    yield put(clientDetailLoaded({ client, homes, notes }));
  } catch (error) {
    yield put(clientDetailFailed(messageOf(error)));
  }
}

function* edit(action: ReturnType<typeof clientEditRequested>) {
  try {
    const client: AgentClient = yield call(saveClient, yield select(idOf), action.payload);
    yield put(clientEdited(client));
  } catch (error) {
    yield put(clientEditFailed(addClientErrorMessage(error instanceof ApiError ? error.message : null)));
  }
}

function* remove() {
  try {
    yield call(removeClient, yield select(idOf));
    yield put(clientRemoved());
  } catch (error) {
    yield put(clientDetailFailed(messageOf(error)));
  }
}

function* toggleHome(action: ReturnType<typeof homePreferenceToggled>) {
  try {
    const homes: ClientHomes = yield call(saveHomePreferences, yield select(idOf), [action.payload]);
    yield put(homesLoaded(homes));
  } catch (error) {
    yield put(clientDetailFailed(messageOf(error)));
  }
}

/** Runs one note change, then reloads the notes (newest first, with their times from the server). */
function* noteChange(work: (id: number) => Promise<unknown>) {
  try {
    const id: number = yield select(idOf);
    yield call(work, id);
    const notes: ClientNote[] = yield call(fetchNotes, id);
    yield put(notesLoaded(notes));
  } catch (error) {
    yield put(clientDetailFailed(messageOf(error)));
  }
}

/** The client page: load, edit, delete, home preferences, notes. */
export function* clientDetailSaga() {
  yield takeLatest(clientOpened.type, load);
  yield takeLatest(clientEditRequested.type, edit);
  yield takeLatest(clientRemoveRequested.type, remove);
  yield takeEvery(homePreferenceToggled.type, toggleHome);
  yield takeEvery(noteAddRequested.type, (a: ReturnType<typeof noteAddRequested>) => noteChange((id) => createNote(id, a.payload)));
  yield takeEvery(noteEditRequested.type, (a: ReturnType<typeof noteEditRequested>) => noteChange((id) => updateNote(id, a.payload.noteId, a.payload.body)));
  yield takeEvery(noteDeleteRequested.type, (a: ReturnType<typeof noteDeleteRequested>) => noteChange((id) => removeNote(id, a.payload)));
}
