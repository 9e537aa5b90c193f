import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, MESSAGES, refreshSession } from '@homeworth/shared-lib';
import * as api from './account-security.api';
import {
  activityFailed,
  activityLoaded,
  activityRequested,
  deviceSignedOut,
  deviceSignOutRequested,
  devicesFailed,
  devicesLoaded,
  devicesRequested,
  emailChangeUndoRequested,
  emailChangeUndone,
  twoStepConfirmRequested,
  twoStepDisableRequested,
  twoStepEnrolmentRequested,
  twoStepEnrolmentStarted,
  twoStepFailed,
  twoStepLoaded,
  twoStepRequested,
  twoStepTurnedOff,
  twoStepTurnedOn,
} from './account-security.slice';

const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.') => (error instanceof Error ? error.message : fallback);

function* loadTwoStep(): SagaIterator {
  try {
    yield put(twoStepLoaded(yield call(api.fetchTwoStep)));
  } catch (error) {
    yield put(twoStepFailed(messageOf(error)));
  }
}

function* startEnrolment(): SagaIterator {
  try {
    yield put(twoStepEnrolmentStarted(yield call(api.startTwoStepEnrolment)));
  } catch (error) {
    yield put(twoStepFailed(messageOf(error)));
  }
}

function* confirmEnrolment({ payload: code }: ReturnType<typeof twoStepConfirmRequested>): SagaIterator {
  try {
    const { recoveryCodes }: Awaited<ReturnType<typeof api.confirmTwoStep>> = yield call(api.confirmTwoStep, code);
    yield put(twoStepTurnedOn({ recoveryCodes, status: yield call(api.fetchTwoStep) }));
  } catch (error) {
    yield put(twoStepFailed(messageOf(error)));
  }
}

function* turnOff({ payload }: ReturnType<typeof twoStepDisableRequested>): SagaIterator {
  try {
    yield call(api.disableTwoStep, payload.password, payload.code);
    yield put(twoStepTurnedOff(yield call(api.fetchTwoStep)));
  } catch (error) {
    yield put(twoStepFailed(messageOf(error)));
  }
}

function* loadDevices(): SagaIterator {
  try {
    const { sessions }: Awaited<ReturnType<typeof api.fetchSignedInDevices>> = yield call(api.fetchSignedInDevices);
    yield put(devicesLoaded(sessions));
  } catch (error) {
    yield put(devicesFailed(messageOf(error, 'Could not load your devices.')));
  }
}

function* signOutDevices({ payload }: ReturnType<typeof deviceSignOutRequested>): SagaIterator {
  try {
    yield payload.sessionId === undefined ? call(api.signOutEverywhereElse) : call(api.signOutDevice, payload.sessionId);
    yield put(deviceSignedOut(payload.done));
    yield call(loadDevices);
  } catch (error) {
    yield put(devicesFailed(messageOf(error)));
  }
}

function* loadActivity({ payload: before }: ReturnType<typeof activityRequested>): SagaIterator {
  try {
    const page: Awaited<ReturnType<typeof api.fetchAccountActivity>> = yield call(api.fetchAccountActivity, before);
    yield put(activityLoaded({ ...page, older: before !== undefined }));
  } catch (error) {
    yield put(activityFailed(messageOf(error, 'Could not load your account activity.')));
  }
}

function* undoEmailChange({ payload: token }: ReturnType<typeof emailChangeUndoRequested>): SagaIterator {
  try {
    const { email }: Awaited<ReturnType<typeof api.undoEmailChange>> = yield call(api.undoEmailChange, token);
    // Every session has ended: the readable session follows, and a failure to read it changes nothing here.
    yield call(() => refreshSession().catch(() => undefined));
    yield put(emailChangeUndone({ status: 'done', email }));
  } catch (error) {
    yield put(emailChangeUndone({ status: 'failed', message: error instanceof ApiError ? error.message : MESSAGES.genericError }));
  }
}

/** The account protections: two-step sign-in on and off, signed-in devices, account activity, undoing an email change. */
export function* accountSecuritySaga() {
  yield takeLatest(twoStepRequested.type, loadTwoStep);
  yield takeLeading(twoStepEnrolmentRequested.type, startEnrolment);
  yield takeLeading(twoStepConfirmRequested.type, confirmEnrolment);
  yield takeLeading(twoStepDisableRequested.type, turnOff);
  yield takeLatest(devicesRequested.type, loadDevices);
  yield takeLeading(deviceSignOutRequested.type, signOutDevices);
  yield takeLatest(activityRequested.type, loadActivity);
  yield takeLatest(emailChangeUndoRequested.type, undoEmailChange);
}
