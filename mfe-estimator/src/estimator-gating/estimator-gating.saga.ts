import { call, put, takeLatest } from 'redux-saga/effects';
import type { EstimatorAccountLimits } from '@homeworth/shared-lib/domain';
import { fetchAccountLimits, notifySuspiciousAccount } from './estimator-gating.api';
import { estimateSucceeded } from '../features/estimate-result/estimate-result.slice';
import { accountLimitsLoaded, accountLimitsRequested, suspiciousAccountNotified } from './estimator-gating.slice';

function* loadLimits() {
  try {
    const limits: EstimatorAccountLimits = yield call(fetchAccountLimits);
    yield put(accountLimitsLoaded(limits));
    // The newer version's rule (pending >= 2, active >= 5) is decided by the API; the call is the spec's.
    if (limits.suspiciousAccount) {
      yield call(notifySuspiciousAccount, limits.suspiciousAccount.verifiedUser);
      yield put(suspiciousAccountNotified(limits.suspiciousAccount));
    }
  } catch {
    // Without the limits the defaults apply (5 projects together) and the API still enforces every gate.
  }
}

/** Loads the caller's estimator limits (on request and after each result) and sends the suspicious-account notification when due. */
export function* estimatorGatingSaga() {
  // After every priced result too: that is where the suspicious-account rule applies.
  yield takeLatest([accountLimitsRequested.type, estimateSucceeded.type], loadLimits);
}
