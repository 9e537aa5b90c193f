import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchCalendarFeed, makeCalendarFeed, revokeCalendarFeed, type CalendarFeed } from './calendar-feed.api';
import { feedFailed, feedLoaded, feedOpened, feedRequested } from './calendar-feed.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* loadFeed(action: ReturnType<typeof feedOpened>) {
  try {
    const feed: CalendarFeed = yield call(fetchCalendarFeed, action.payload);
    yield put(feedLoaded(feed));
  } catch (error) {
    yield put(feedFailed(messageOf(error)));
  }
}

function* changeFeed(action: ReturnType<typeof feedRequested>) {
  const { userPropertyId, change } = action.payload;
  try {
    const feed: CalendarFeed = yield call(change === 'make' ? makeCalendarFeed : revokeCalendarFeed, userPropertyId);
    yield put(feedLoaded(feed));
  } catch (error) {
    yield put(feedFailed(messageOf(error)));
  }
}

/** Reads, makes and revokes the home's private calendar feed. */
export function* calendarFeedSaga() {
  yield takeLatest(feedOpened.type, loadFeed);
  yield takeLatest(feedRequested.type, changeFeed);
}
