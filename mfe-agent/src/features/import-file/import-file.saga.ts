import { call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import type { ImportSummary } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root-reducer';
import { CLIENT_LIMIT_CODE } from '../../shared/agent-clients.api';
import { applyMapping, cancelContacts, confirmContacts, uploadContacts } from './import-file.api';
import { cancelRequested, confirmRequested, fileChosen, importFailed, importLoaded, importReset, mappingApplied } from './import-file.slice';

const currentId = (s: AgentState) => s.importFile.current!.id;

function failure(error: unknown) {
  return importFailed({ message: error instanceof ApiError ? error.message : MESSAGES.genericError, limitReached: error instanceof ApiError && error.code === CLIENT_LIMIT_CODE });
}

function* upload(action: ReturnType<typeof fileChosen>) {
  try {
    const summary: ImportSummary = yield call(uploadContacts, action.payload);
    yield put(importLoaded({ summary, step: 'mapping' }));
  } catch (error) {
    yield put(failure(error));
  }
}

function* preview(action: ReturnType<typeof mappingApplied>) {
  try {
    const id: number = yield select(currentId);
    const summary: ImportSummary = yield call(applyMapping, id, action.payload);
    yield put(importLoaded({ summary, step: 'preview' }));
  } catch (error) {
    yield put(failure(error));
  }
}

function* confirm() {
  try {
    const id: number = yield select(currentId);
    const answer: { import: ImportSummary; wentLive: number } = yield call(confirmContacts, id);
    yield put(importLoaded({ summary: answer.import, step: 'done', wentLive: answer.wentLive }));
  } catch (error) {
    yield put(failure(error));
  }
}

function* cancel() {
  try {
    const id: number = yield select(currentId);
    yield call(cancelContacts, id);
    yield put(importReset());
  } catch (error) {
    yield put(failure(error));
  }
}

/** Upload, mapping, preview, confirm and cancel of a contacts import. */
export function* importFileSaga() {
  yield takeLatest(fileChosen.type, upload);
  yield takeLatest(mappingApplied.type, preview);
  yield takeLatest(confirmRequested.type, confirm);
  yield takeLatest(cancelRequested.type, cancel);
}
