import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { deleteReportHistoryEntry, fetchReportHistory, type ReportHistoryEntry } from './report-history.api';
import { entryDeleted, entryDeleteFailed, entryDeleteRequested, historyFailed, historyLoaded, historyRequested } from './report-history.slice';

function* load() {
  try {
    const entries: ReportHistoryEntry[] = yield call(fetchReportHistory);
    yield put(historyLoaded(entries));
  } catch {
    yield put(historyFailed());
  }
}

function* remove(action: ReturnType<typeof entryDeleteRequested>) {
  try {
    yield call(deleteReportHistoryEntry, action.payload.kukunId);
    yield put(entryDeleted(action.payload));
  } catch (error) {
    yield put(entryDeleteFailed(error instanceof Error ? error.message : 'The report could not be deleted from your history.'));
  }
}

/** The report history: load, and delete one entry. */
export function* reportHistorySaga() {
  yield all([takeLatest(historyRequested.type, load), takeLeading(entryDeleteRequested.type, remove)]);
}
