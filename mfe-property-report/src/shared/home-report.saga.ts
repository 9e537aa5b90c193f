import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError } from '@homeworth/shared-lib';
import { fetchReport, type ReportAnswer } from './home-report.api';
import { reportFailed, reportLoaded, reportRequested } from './home-report.slice';

function* loadReport(action: ReturnType<typeof reportRequested>) {
  try {
    const report: ReportAnswer = yield call(fetchReport, action.payload);
    yield put(reportLoaded(report));
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    yield put(reportFailed({ notFound: apiError?.status === 404 || apiError?.status === 400, message: apiError?.message ?? 'The report could not be loaded.' }));
  }
}

/** Loads the report asked for; a newer request cancels an older one. */
export function* homeReportSaga() {
  yield takeLatest(reportRequested.type, loadReport);
}
