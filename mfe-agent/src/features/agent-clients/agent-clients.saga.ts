import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { addClientErrorMessage, type AgentClient, type ClientSortKey } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { createClient, fetchClients, removeClient } from './agent-clients.api';
import {
  clientAddFailed,
  clientAddRequested,
  clientAdded,
  clientDeleteFailed,
  clientDeleteRequested,
  clientDeleted,
  clientsFailed,
  clientsLoaded,
  clientsRequested,
} from './agent-clients.slice';

const currentSort = (state: AgentState) => state.agentClients.sort;

function* loadClients() {
  try {
    const sort: ClientSortKey = yield select(currentSort);
    const clients: AgentClient[] = yield call(fetchClients, sort);
    yield put(clientsLoaded(clients));
  } catch (error) {
    yield put(clientsFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

function* addClient(action: ReturnType<typeof clientAddRequested>) {
  try {
    yield call(createClient, action.payload);
    yield put(clientAdded());
    yield put(clientsRequested());
  } catch (error) {
    // The spec maps every add failure to one of two texts (estimator-property-agent.md §5).
    yield put(clientAddFailed(addClientErrorMessage(error instanceof ApiError ? error.message : null)));
  }
}

function* deleteClient(action: ReturnType<typeof clientDeleteRequested>) {
  try {
    yield call(removeClient, action.payload);
    yield put(clientDeleted(action.payload));
  } catch (error) {
    yield put(clientDeleteFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Loads, adds and deletes the agent's clients. */
export function* agentClientsSaga() {
  yield takeLatest(clientsRequested.type, loadClients);
  yield takeLatest(clientAddRequested.type, addClient);
  yield takeEvery(clientDeleteRequested.type, deleteClient);
}
