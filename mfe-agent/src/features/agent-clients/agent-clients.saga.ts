import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { addClientErrorMessage, type AgentClient, type AgentCount } from '@homeworth/shared-lib/domain';
import { clientAddedNotice } from './invitations.slice';
import type { AgentState } from '../../app/root-reducer';
import { CLIENT_LIMIT_CODE, createClient, fetchAgentCount, fetchClients, removeClient, type ClientListQuery, type ClientPage } from '../../shared/agent-clients.api';
import {
  clientAddFailed,
  clientAddRequested,
  clientAdded,
  clientDeleteFailed,
  clientDeleteRequested,
  clientDeleted,
  clientLimitReached,
  clientsFailed,
  clientsLoaded,
  clientsRequested,
  countLoaded,
} from './agent-clients.slice';

const currentQuery = ({ agentClients: s }: AgentState): ClientListQuery => ({ sort: s.sort, q: s.q, filter: s.filter, page: s.page });

function* loadCount() {
  try {
    const count: AgentCount = yield call(fetchAgentCount);
    yield put(countLoaded(count));
  } catch {
    // The count only decorates the page; the list still works without it.
  }
}

function* loadClients(action: ReturnType<typeof clientsRequested>) {
  try {
    // Typing in the search box: wait for a pause (takeLatest drops the earlier keystrokes).
    if (action.payload?.q !== undefined) yield delay(250);
    const query: ClientListQuery = yield select(currentQuery);
    const page: ClientPage = yield call(fetchClients, query);
    yield put(clientsLoaded(page));
  } catch (error) {
    yield put(clientsFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

function* addClient(action: ReturnType<typeof clientAddRequested>) {
  try {
    const client: AgentClient = yield call(createClient, action.payload);
    yield put(clientAdded());
    yield put(clientsRequested());
    const name = `${client.firstName} ${client.lastName}`;
    yield put(clientAddedNotice(client.invited ? `${name} added and invited.` : `${name} added. No invitation sent yet: preview it and send it when you are ready.`));
    yield call(loadCount);
  } catch (error) {
    if (error instanceof ApiError && error.code === CLIENT_LIMIT_CODE) {
      yield put(clientLimitReached());
      return;
    }
    // The spec maps every other add failure to one of two texts.
    yield put(clientAddFailed(addClientErrorMessage(error instanceof ApiError ? error.message : null)));
  }
}

function* deleteClient(action: ReturnType<typeof clientDeleteRequested>) {
  try {
    yield call(removeClient, action.payload);
    yield put(clientDeleted(action.payload));
    yield call(loadCount);
  } catch (error) {
    yield put(clientDeleteFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Loads a page of clients and the free-plan count, adds and deletes clients. */
export function* agentClientsSaga() {
  yield takeLatest(clientsRequested.type, loadClients);
  yield takeLatest(clientsRequested.type, function* first() {
    const count: AgentCount | null = yield select((s: AgentState) => s.agentClients.count);
    if (count === null) yield call(loadCount);
  });
  yield takeLatest(clientAddRequested.type, addClient);
  yield takeEvery(clientDeleteRequested.type, deleteClient);
}
