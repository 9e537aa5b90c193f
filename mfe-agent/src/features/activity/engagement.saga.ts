import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import type { ClientActivityEntry, ClientEngagement } from '@homeworth/shared-lib/domain';
import { fetchActivityFeed, fetchClientEngagement, fetchNotifications, markNotificationsRead, runEngagementAction, type AgentNotifications } from './engagement.api';
import {
  activityFailed,
  activityLoaded,
  activityOpened,
  clientEngagementLoaded,
  clientEngagementNotice,
  clientEngagementOpened,
  engagementActionRequested,
  notificationsLoaded,
  notificationsReadRequested,
} from './engagement.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* loadActivity() {
  try {
    const [feed, notifications]: [ClientActivityEntry[], AgentNotifications] = yield all([call(fetchActivityFeed), call(fetchNotifications)]);
    yield put(activityLoaded({ feed, notifications }));
  } catch (error) {
    yield put(activityFailed(messageOf(error)));
  }
}

function* readNotifications() {
  try {
    const notifications: AgentNotifications = yield call(markNotificationsRead);
    yield put(notificationsLoaded(notifications));
  } catch (error) {
    yield put(activityFailed(messageOf(error)));
  }
}

function* loadClient(clientId: number) {
  const engagement: ClientEngagement = yield call(fetchClientEngagement, clientId);
  yield put(clientEngagementLoaded(engagement));
}

function* openClient(action: ReturnType<typeof clientEngagementOpened>) {
  try {
    yield* loadClient(action.payload);
  } catch (error) {
    yield put(clientEngagementNotice({ clientId: action.payload, text: messageOf(error), error: true }));
  }
}

function* act(action: ReturnType<typeof engagementActionRequested>) {
  const { clientId } = action.payload;
  try {
    const text: string = yield call(runEngagementAction, clientId, action.payload.action);
    yield* loadClient(clientId);
    yield put(clientEngagementNotice({ clientId, text, error: false }));
  } catch (error) {
    yield put(clientEngagementNotice({ clientId, text: messageOf(error), error: true }));
  }
}

/** Loads the activity feed and alerts, marks alerts read, loads a client's engagement and runs the agent's actions on it. */
export function* engagementSaga() {
  yield takeLatest(activityOpened.type, loadActivity);
  yield takeLatest(notificationsReadRequested.type, readNotifications);
  yield takeEvery(clientEngagementOpened.type, openClient);
  yield takeEvery(engagementActionRequested.type, act);
}
