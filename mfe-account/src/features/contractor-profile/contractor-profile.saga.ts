import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchContractorProfile, type ContractorProfile } from './contractor-profile.api';
import { contractorProfileFailed, contractorProfileLoaded, contractorProfileMissing, contractorProfileRequested } from './contractor-profile.slice';

function* loadProfile(action: ReturnType<typeof contractorProfileRequested>) {
  try {
    const profile: ContractorProfile = yield call(fetchContractorProfile, action.payload);
    yield put(contractorProfileLoaded(profile));
  } catch (error) {
    // An unknown or malformed slug is "not found" to the visitor; anything else is a retryable failure.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) yield put(contractorProfileMissing());
    else yield put(contractorProfileFailed(MESSAGES.genericError));
  }
}

/** Loads the public profile behind a kukunUrl. */
export function* contractorProfileSaga() {
  yield takeLatest(contractorProfileRequested.type, loadProfile);
}
