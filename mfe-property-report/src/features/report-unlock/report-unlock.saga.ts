import { call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, apiRequest, dispatchAddressLimit, recordAnalyticsEvent } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../../app/root-reducer';
import { fetchAddressRemaining, unlockReport } from '../../shared/home-report.api';
import { reportRequested } from '../../shared/home-report.slice';
import { unlockConfirmed, unlockFailed, unlockModalClosed, unlockModalOpened, unlockOffered, verificationResendRequested, verificationResent } from './report-unlock.slice';

function* offerUnlock(action: ReturnType<typeof unlockOffered>) {
  const { reason } = action.payload;
  // The paywall's "blurred data" trigger (one of the paywall's analytics steps).
  yield call(recordAnalyticsEvent, { category: 'paywall', step: 'trigger', detail: `blurred-data:${reason}` });
  if (reason === 'guest') {
    yield put(unlockModalOpened({ modal: 'getFullAccess' }));
    return;
  }
  if (reason === 'unverified') {
    yield put(unlockModalOpened({ modal: 'verifyEmailModalBlurred' }));
    return;
  }
  try {
    const limits: { addressRemainingCount: number; addressLimitBanner: boolean } = yield call(fetchAddressRemaining);
    const remaining = limits.addressRemainingCount;
    // Out of addresses: a buyer who already bought bundles (the banner's case) may need a larger plan too.
    const outOf = limits.addressLimitBanner ? 'newAddressOrContactUs' : 'unlockData';
    yield put(unlockModalOpened({ modal: remaining > 0 ? 'prePaidAddress' : outOf, remaining }));
  } catch {
    yield put(unlockModalOpened({ modal: 'unlockData', remaining: null }));
  }
}

function* confirmUnlock(action: ReturnType<typeof unlockConfirmed>) {
  try {
    const unlocked: Awaited<ReturnType<typeof unlockReport>> = yield call(unlockReport, action.payload.kukunId);
    yield put(unlockModalClosed());
    // Every address counter on the page (report, shell banner) asks again at once.
    yield call(dispatchAddressLimit, { reached: unlocked.limits.addressRemainingCount <= 0 });
    // Load the report again: the API now answers every section.
    const target: PropertyReportState['homeReport']['target'] = yield select((s: PropertyReportState) => s.homeReport.target);
    yield put(reportRequested(target ?? { kind: 'property', kukunId: action.payload.kukunId }));
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'OUT_OF_ADDRESSES') yield put(unlockModalOpened({ modal: 'unlockData', remaining: 0 }));
    else if (code === 'EMAIL_NOT_VERIFIED') yield put(unlockModalOpened({ modal: 'verifyEmailModalBlurred' }));
    else yield put(unlockFailed(error instanceof Error ? error.message : 'The home could not be unlocked. Please try again.'));
  }
}

function* resendVerification() {
  try {
    yield call(apiRequest, { method: 'POST', url: '/v1/security/resend-verification' });
    yield put(verificationResent());
  } catch (error) {
    yield put(unlockFailed(error instanceof Error ? error.message : 'The email could not be sent. Please try again.'));
  }
}

/** The report's unlock modals: which one to open, using an address, sending the verification email again. */
export function* reportUnlockSaga() {
  yield takeLatest(unlockOffered.type, offerUnlock);
  yield takeLatest(unlockConfirmed.type, confirmUnlock);
  yield takeLatest(verificationResendRequested.type, resendVerification);
}
