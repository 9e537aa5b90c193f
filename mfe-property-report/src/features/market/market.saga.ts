import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../../app/root-reducer';
import {
  fetchMapPoints,
  fetchMarket,
  fetchMarkets,
  type MarketSummary,
  fetchPriceIndex,
  fetchSales,
  type IndexMonth,
  type MapPoint,
  type Market,
  type SalesPage,
} from './market.api';
import {
  marketsListed,
  marketsRequested,
  marketFailed,
  marketLoaded,
  marketMissing,
  marketRequested,
  moreSalesRequested,
  neighborhoodChosen,
  pointsLoaded,
  priceIndexLoaded,
  salesFailed,
  salesLoaded,
} from './market.slice';

/** A part that fails on its own leaves the rest of the page standing. */
function* orNull<T>(fn: () => Promise<T>) {
  try {
    const value: T = yield call(fn);
    return value;
  } catch {
    return null;
  }
}

function* loadSales(append: boolean) {
  const { slug, neighborhood, nextCursor }: PropertyReportState['market'] = yield select((s: PropertyReportState) => s.market);
  if (!slug) return;
  try {
    const page: SalesPage = yield call(fetchSales, slug, { neighborhood, cursor: append ? nextCursor : null });
    yield put(salesLoaded({ page, append }));
  } catch {
    yield put(salesFailed());
  }
}

function* loadMarket(action: ReturnType<typeof marketRequested>) {
  const { slug } = action.payload;
  // A city that is not a loaded market (most /geo pages) is known from the list, without a request that answers 404.
  yield call(listMarkets);
  const markets: MarketSummary[] | null = yield select((s: PropertyReportState) => s.market.markets);
  if (markets && !markets.some((m) => m.slug === slug)) {
    yield put(marketMissing());
    return;
  }
  try {
    const market: Market = yield call(fetchMarket, slug);
    yield put(marketLoaded(market));
  } catch (error) {
    // 404 (or a slug the API refuses): not a loaded market, so the page shows the city's sample page.
    yield put(error instanceof ApiError && (error.status === 404 || error.status === 400) ? marketMissing() : marketFailed());
    return;
  }
  const [points, months]: [MapPoint[] | null, IndexMonth[] | null] = yield all([
    call(orNull, () => fetchMapPoints(slug)),
    call(orNull, () => fetchPriceIndex(slug)),
    call(loadSales, false),
  ]);
  yield put(pointsLoaded(points));
  yield put(priceIndexLoaded(months));
}

function* listMarkets() {
  const listed: MarketSummary[] | null = yield select((s: PropertyReportState) => s.market.markets);
  if (listed) return;
  try {
    const markets: MarketSummary[] = yield call(fetchMarkets);
    yield put(marketsListed(markets));
  } catch {
    // Without the list the links are simply not shown; the address search works as before.
  }
}

/** Lists the loaded markets; loads a market's page (market, map, price index, first page of sales), its neighbourhood filter and "Show more". */
export function* marketSaga() {
  yield takeLatest(marketRequested.type, loadMarket);
  yield takeLatest(marketsRequested.type, listMarkets);
  yield takeLatest(neighborhoodChosen.type, () => loadSales(false));
  yield takeLatest(moreSalesRequested.type, () => loadSales(true));
}
