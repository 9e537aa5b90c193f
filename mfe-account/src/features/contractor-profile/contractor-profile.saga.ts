import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, ERROR_CODES, MESSAGES } from '@homeworth/shared-lib';
import { fetchContractorProfile, sendLead, type ContractorProfile } from '../../shared/contractor-profile.api';
import {
  contractorProfileFailed,
  contractorProfileLoaded,
  contractorProfileMissing,
  contractorProfileRequested,
  leadFailed,
  leadSendRequested,
  leadSent,
} from './contractor-profile.slice';

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

function* sendMessage(action: ReturnType<typeof leadSendRequested>) {
  try {
    const answer: { message: string } = yield call(sendLead, action.payload.professionalId, action.payload.lead);
    yield put(leadSent(answer.message));
  } catch (error) {
    // Validation, "not claimed yet" and the rate limit are worded by the API for people.
    const worded = error instanceof ApiError && (error.status === 400 || error.status === 409 || error.code === ERROR_CODES.rateLimited);
    yield put(leadFailed(worded ? (error as ApiError).message : MESSAGES.genericError));
  }
}

/** Loads the public profile behind a kukunUrl and sends its contact form. */
export function* contractorProfileSaga() {
  yield takeLatest(contractorProfileRequested.type, loadProfile);
  yield takeLatest(leadSendRequested.type, sendMessage);
}
