import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import * as api from './developer-portal.api';
import { documentOperations } from './openapi-snippets';
import { thisMonth } from './usage-month';
import {
  actionDone,
  actionFailed,
  docsFailed,
  docsLoaded,
  docsRequested,
  keyCreated,
  keyRequested,
  keyRevoked,
  keyRotated,
  keysLoaded,
  organizationLoaded,
  organizationRequested,
  planChosen,
  portalOpened,
  publishableKeyCreated,
  publishableKeyRequested,
  revokeRequested,
  rotateRequested,
  usageLoaded,
  usageRequested,
  widgetSaved,
  widgetSaveRequested,
  type DeveloperPortalState,
} from './developer-portal.slice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

function* loadKeys() {
  const keys: api.ApiKeySummary[] = yield call(api.fetchKeys);
  yield put(keysLoaded(keys));
}

/** The organisation and, when there is one, its keys. */
function* load() {
  try {
    const organization: api.DeveloperOrganization | null = yield call(api.fetchOrganization);
    yield put(organizationLoaded(organization));
    if (organization) yield call(loadKeys);
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* createOrganization(action: ReturnType<typeof organizationRequested>) {
  try {
    yield call(api.createOrganization, action.payload);
    yield call(load);
    yield put(actionDone());
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* createKey(action: ReturnType<typeof keyRequested>) {
  try {
    const key: api.NewApiKey = yield call(api.createKey, action.payload);
    yield put(keyCreated({ name: action.payload.name, key }));
    yield call(loadKeys);
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

const nameOf = (state: DeveloperPortalState, id: string) => state.keys?.find((key) => key.id === id)?.name ?? 'The key';

function* rotate(action: ReturnType<typeof rotateRequested>) {
  try {
    const name: string = yield select(nameOf, action.payload);
    const key: api.NewApiKey = yield call(api.rotateKey, action.payload);
    yield put(keyRotated({ name, key }));
    yield call(loadKeys);
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* revoke(action: ReturnType<typeof revokeRequested>) {
  try {
    const name: string = yield select(nameOf, action.payload);
    yield call(api.revokeKey, action.payload);
    yield put(keyRevoked({ id: action.payload, name }));
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* loadUsage() {
  try {
    const usage: api.DeveloperUsage = yield call(api.fetchUsage, thisMonth());
    yield put(usageLoaded(usage));
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

/** The plan's hosted checkout; the buyer comes back to the portal, where the payment result is confirmed. */
function* buyPlan(action: ReturnType<typeof planChosen>) {
  try {
    yield call(api.startPlanCheckout, action.payload);
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* saveWidget(action: ReturnType<typeof widgetSaveRequested>) {
  try {
    const saved: api.SavedWidgetSettings = yield call(api.saveWidgetSettings, action.payload);
    yield put(widgetSaved(saved));
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* createPublishableKey(action: ReturnType<typeof publishableKeyRequested>) {
  try {
    const key: api.NewApiKey = yield call(api.createPublishableKey, action.payload);
    yield put(publishableKeyCreated(key.key));
    yield call(loadKeys);
  } catch (error) {
    yield put(actionFailed(messageOf(error)));
  }
}

function* loadDocs() {
  try {
    const document: unknown = yield call(api.fetchDataApiDocument);
    yield put(docsLoaded(documentOperations(document, window.location.origin)));
  } catch (error) {
    yield put(docsFailed(messageOf(error)));
  }
}

/** The portal's loads and actions. */
export function* developerPortalSaga() {
  yield takeLatest(portalOpened.type, load);
  yield takeLatest(organizationRequested.type, createOrganization);
  yield takeEvery(keyRequested.type, createKey);
  yield takeEvery(rotateRequested.type, rotate);
  yield takeEvery(revokeRequested.type, revoke);
  yield takeLatest(usageRequested.type, loadUsage);
  yield takeLatest(planChosen.type, buyPlan);
  yield takeLatest(widgetSaveRequested.type, saveWidget);
  yield takeLatest(publishableKeyRequested.type, createPublishableKey);
  yield takeLatest(docsRequested.type, loadDocs);
}
