import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  fetchGuessHistory,
  fetchNextHome,
  fetchSoldHome,
  fetchSoldHomeAlerts,
  postGuess,
  postOwnHomeGuess,
  putSoldHomeAlert,
  searchSoldHomes,
  type GuessHistory,
  type GuessResult,
  type SoldHome,
  type SoldHomeAlert,
} from './guess.api';
import {
  alertsFailed,
  alertsLoaded,
  alertsRequested,
  alertToggled,
  guessRefused,
  guessScored,
  guessSubmitted,
  historyFailed,
  historyLoaded,
  historyRequested,
  ownHomeGuessSubmitted,
  searchFailed,
  searchLoaded,
  searchRequested,
  soldHomeFailed,
  soldHomeLoaded,
  soldHomeRequested,
} from './guess.slice';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

function* loadHome(action: ReturnType<typeof soldHomeRequested>) {
  try {
    const home: SoldHome | null = action.payload.saleKey ? yield call(fetchSoldHome, action.payload.saleKey) : yield call(fetchNextHome);
    yield put(soldHomeLoaded(home));
  } catch (error) {
    yield put(soldHomeFailed(messageOf(error, 'This home could not be loaded.')));
  }
}

function* guess(action: ReturnType<typeof guessSubmitted>) {
  try {
    const result: GuessResult = yield call(postGuess, action.payload.saleKey, action.payload.guess);
    yield put(guessScored(result));
  } catch (error) {
    yield put(guessRefused(messageOf(error, 'Your guess could not be saved. Please try again.')));
  }
}

function* guessOwnHome(action: ReturnType<typeof ownHomeGuessSubmitted>) {
  try {
    const result: GuessResult = yield call(postOwnHomeGuess, action.payload.userPropertyId, action.payload.guess);
    yield put(guessScored(result));
  } catch (error) {
    yield put(guessRefused(messageOf(error, 'Your guess could not be saved. Please try again.')));
  }
}

function* loadHistory() {
  try {
    const history: GuessHistory = yield call(fetchGuessHistory);
    yield put(historyLoaded(history));
  } catch (error) {
    yield put(historyFailed(messageOf(error, 'Your guesses could not be loaded.')));
  }
}

function* search(action: ReturnType<typeof searchRequested>) {
  try {
    const found: Awaited<ReturnType<typeof searchSoldHomes>> = yield call(searchSoldHomes, action.payload.q);
    yield put(searchLoaded({ q: action.payload.q, ...found }));
  } catch (error) {
    yield put(searchFailed(messageOf(error, 'The search did not work. Please try again.')));
  }
}

function* loadAlerts() {
  try {
    const homes: SoldHomeAlert[] = yield call(fetchSoldHomeAlerts);
    yield put(alertsLoaded(homes));
  } catch (error) {
    yield put(alertsFailed({ message: messageOf(error, 'Your email settings could not be loaded.') }));
  }
}

function* toggleAlert(action: ReturnType<typeof alertToggled>) {
  try {
    const homes: SoldHomeAlert[] = yield call(putSoldHomeAlert, action.payload.userPropertyId, action.payload.enabled);
    yield put(alertsLoaded(homes));
  } catch (error) {
    const { userPropertyId, enabled } = action.payload;
    yield put(alertsFailed({ message: messageOf(error, 'The setting could not be saved. Please try again.'), revert: { userPropertyId, enabled: !enabled } }));
  }
}

/** Guess the sale price: homes, guesses, history, search and the new-sales emails. */
export function* guessSaga() {
  yield all([
    takeLatest(soldHomeRequested.type, loadHome),
    takeLeading(guessSubmitted.type, guess),
    takeLeading(ownHomeGuessSubmitted.type, guessOwnHome),
    takeLatest(historyRequested.type, loadHistory),
    takeLatest(searchRequested.type, search),
    takeLatest(alertsRequested.type, loadAlerts),
    takeLeading(alertToggled.type, toggleAlert),
  ]);
}
