import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PropertyReportState } from '../../app/root-reducer';
import { fetchHomeEquity, saveEquityInput, type HomeEquity } from './home-equity.api';
import { equityFailed, equityLoaded, equityRequested, equitySaved } from './home-equity.slice';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

function* loadEquity(action: ReturnType<typeof equityRequested>) {
  try {
    const equity: HomeEquity = yield call(fetchHomeEquity, action.payload);
    yield put(equityLoaded(equity));
  } catch (error) {
    yield put(equityFailed(messageOf(error)));
  }
}

function* saveEquity(action: ReturnType<typeof equitySaved>) {
  const userPropertyId: number | null = yield select((s: PropertyReportState) => s.homeEquity.userPropertyId);
  if (userPropertyId === null) return;
  try {
    const equity: HomeEquity = yield call(saveEquityInput, userPropertyId, action.payload);
    yield put(equityLoaded(equity));
  } catch (error) {
    yield put(equityFailed(messageOf(error)));
  }
}

/** Loads a home's equity and saves what the homeValueUpdate and mortgageBalance modals change. */
export function* homeEquitySaga() {
  yield takeLatest(equityRequested.type, loadEquity);
  yield takeLatest(equitySaved.type, saveEquity);
}
