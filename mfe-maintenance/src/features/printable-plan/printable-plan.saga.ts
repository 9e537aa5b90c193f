import { all, call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchHistory, fetchYear, type HistoryEvent, type PlanHome, type Occurrence } from '../../shared/plan/maintenance-plan.api';
import { printableFailed, printableLoaded, printableOpened } from './printable-plan.slice';

type Year = { home: PlanHome; months: { month: string; occurrences: Occurrence[] }[] };

function* loadPrintable(action: ReturnType<typeof printableOpened>) {
  const { home, from } = action.payload;
  try {
    const [year, history]: [Year, HistoryEvent[]] = yield all([call(fetchYear, home, from), call(fetchHistory, home)]);
    yield put(printableLoaded({ ...year, history }));
  } catch (error) {
    yield put(printableFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Loads the year plan and the history (for the key contacts) of the printable page. */
export function* printablePlanSaga() {
  yield takeLatest(printableOpened.type, loadPrintable);
}
