import { call, put, select, spawn, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, dispatchAddressLimit, recordAnalyticsEvent, removeCookie, selectHome } from '@homeworth/shared-lib';
import { CLAIM_ERROR_CODES, ONBOARDING_FLOW_COOKIE, type ClaimStatus } from '@homeworth/shared-lib/domain';
import { addUserHome, fetchUserLimits, type UserHome, type UserLimits } from '../../shared/user-homes.api';
import { myHomeOf } from '../../shared/user-homes.saga';
import { homesRequested } from '../../shared/user-homes.slice';
import { claimUserHome, fetchClaimStatus } from './owner-claim.api';
import {
  claimFailed,
  claimStatusFailed,
  claimStatusLoaded,
  claimStatusRequested,
  claimSubmitted,
  claimSucceeded,
  consentNeeded,
  outOfAddresses,
  type OwnerClaimState,
} from './owner-claim.slice';

const claimOf = (s: { ownerClaim: OwnerClaimState }) => s.ownerClaim.claim;

function* loadStatus(action: ReturnType<typeof claimStatusRequested>) {
  try {
    const status: ClaimStatus = yield call(fetchClaimStatus, action.payload.kukunId);
    yield put(claimStatusLoaded(status));
    // A home that is already claimed ends the onboarding flow.
    if (status.eligibility === 'already-claimed') yield call(removeCookie, ONBOARDING_FLOW_COOKIE);
  } catch (error) {
    yield put(claimStatusFailed(error instanceof Error ? error.message : 'The home could not be checked.'));
  }
}

// Analytics are spawned: the flow never waits for them (they never throw either).

function errorOf(error: unknown): { code: string; message: string } {
  if (error instanceof ApiError) return { code: String(error.code), message: error.message };
  return { code: 'UNKNOWN', message: 'The home could not be claimed. Please try again.' };
}

/**
 * Verify-the-owner: a home not yet in the user's list is added first, which uses one
 * address, so the user consents to that (addNewAddressConsent) or is offered more
 * addresses (outOfAddress); then the verified claim. Success selects the home as my_home.
 */
function* submitClaim(action: ReturnType<typeof claimSubmitted>) {
  const { kukunId, parcelLast4, consented } = action.payload;
  const status: ClaimStatus | null = yield select(claimOf);
  try {
    let userPropertyId = status?.kukunId === kukunId ? status.userPropertyId : null;
    if (userPropertyId === null) {
      if (!consented) {
        const limits: UserLimits = yield call(fetchUserLimits);
        yield put(consentNeeded({ remaining: limits.addressRemainingCount }));
        if (limits.addressRemainingCount <= 0) yield call(dispatchAddressLimit, { reached: true });
        return;
      }
      const added: { home: UserHome } = yield call(addUserHome, kukunId);
      userPropertyId = added.home.userPropertyId;
    }
    const { home }: { home: UserHome } = yield call(claimUserHome, userPropertyId, { parcelLast4, attestOwner: true });
    yield call(selectHome, myHomeOf(home), home.property.kukunId);
    yield call(removeCookie, ONBOARDING_FLOW_COOKIE);
    yield spawn(recordAnalyticsEvent, { category: 'onboarding', step: 'claimed' });
    yield put(claimSucceeded(home));
    yield put(homesRequested());
  } catch (error) {
    const failure = errorOf(error);
    if (failure.code === 'OUT_OF_ADDRESSES') {
      yield call(dispatchAddressLimit, { reached: true });
      yield put(outOfAddresses());
      return;
    }
    if (failure.code === CLAIM_ERROR_CODES.alreadyClaimed) {
      yield call(removeCookie, ONBOARDING_FLOW_COOKIE);
      yield spawn(recordAnalyticsEvent, { category: 'onboarding', step: 'already-claimed' });
    }
    if (failure.code === CLAIM_ERROR_CODES.claimLimitReached) yield spawn(recordAnalyticsEvent, { category: 'onboarding', step: 'limit-reached' });
    yield put(claimFailed(failure));
  }
}

/** The owner-claim flow: claim status of a home, and the verified claim. */
export function* ownerClaimSaga() {
  yield takeLatest(claimStatusRequested.type, loadStatus);
  yield takeLeading(claimSubmitted.type, submitClaim);
}
