import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError } from '@homeworth/shared-lib';
import { fetchCityMarket, type CityMarket } from './city-market.api';
import { cityMarketAnswered, cityMarketRequested } from './city-market.slice';

function* load(action: ReturnType<typeof cityMarketRequested>) {
  try {
    const market: CityMarket = yield call(fetchCityMarket, action.payload);
    yield put(cityMarketAnswered(market));
  } catch (error) {
    // An unknown or malformed city is "not found" to the visitor; anything else is a retryable failure.
    yield put(cityMarketAnswered(error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'not-found' : 'failed'));
  }
}

/** Loads the market of the city asked for; a newer city cancels an older request. */
export function* cityMarketSaga() {
  yield takeLatest(cityMarketRequested.type, load);
}
