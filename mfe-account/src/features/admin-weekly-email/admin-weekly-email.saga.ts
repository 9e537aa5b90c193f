import { call, put, takeLatest } from 'redux-saga/effects';
import { adminLoadFailure } from '../../shared/admin-access';
import { fetchWeeklyEmailRuns, type WeeklyEmailRuns } from './admin-weekly-email.api';
import { weeklyRunsFailed, weeklyRunsLoaded, weeklyRunsRequested } from './admin-weekly-email.slice';

function* load() {
  try {
    const runs: WeeklyEmailRuns = yield call(fetchWeeklyEmailRuns);
    yield put(weeklyRunsLoaded(runs));
  } catch (error) {
    yield put(weeklyRunsFailed(adminLoadFailure(error)));
  }
}

/** The weekly email page: loading the runs (again on Refresh). */
export function* adminWeeklyEmailSaga() {
  yield takeLatest(weeklyRunsRequested.type, load);
}
