import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, ERROR_CODES, MESSAGES } from '@homeworth/shared-lib';
import { claimProfile, confirmClaim } from '../../shared/contractor-profile.api';
import { fetchProfessional } from '../../shared/professional.api';
import {
  claimConfirmAnswered,
  claimConfirmRequested,
  claimFailed,
  claimRequested,
  claimSent,
  ownProfilePathFailed,
  ownProfilePathFound,
  ownProfilePathRequested,
} from './contractor-claim.slice';

// Validation, an unknown company and "already claimed" are worded by the API for people.
const messageOf = (error: unknown) => (error instanceof ApiError && [400, 404, 409].includes(error.status) ? error.message : MESSAGES.genericError);

function* sendClaim({ payload }: ReturnType<typeof claimRequested>) {
  try {
    const answer: Awaited<ReturnType<typeof claimProfile>> = yield call(claimProfile, payload);
    yield put(
      claimSent(
        answer.status === 'EMAIL_SENT'
          ? `We emailed a confirmation link to the company's address on record (${answer.sentTo}). Open it to finish the claim.`
          : 'We have no email on record for this company, so an administrator will review your claim and write to you.',
      ),
    );
  } catch (error) {
    yield put(claimFailed(messageOf(error)));
  }
}

function* confirm({ payload: token }: ReturnType<typeof claimConfirmRequested>) {
  try {
    const answer: Awaited<ReturnType<typeof confirmClaim>> = yield call(confirmClaim, token);
    yield put(claimConfirmAnswered({ kukunUrl: answer.kukunUrl }));
  } catch (error) {
    yield put(claimConfirmAnswered({ error: messageOf(error) }));
  }
}

function* findOwnProfile() {
  try {
    const { professional }: Awaited<ReturnType<typeof fetchProfessional>> = yield call(fetchProfessional);
    yield put(ownProfilePathFound(`/contractor/profile/${encodeURIComponent(professional.kukunUrl)}`));
  } catch (error) {
    // No professional record yet: sign-up stopped before the company step, which resumes there.
    if (error instanceof ApiError && error.code === ERROR_CODES.noUser) yield put(ownProfilePathFound('/login/new-contractor'));
    else yield put(ownProfilePathFailed());
  }
}

/** Claims a company profile, confirms a claim from its emailed link, and finds a contractor's own profile. */
export function* contractorClaimSaga() {
  yield takeLeading(claimRequested.type, sendClaim);
  yield takeLatest(claimConfirmRequested.type, confirm);
  yield takeLatest(ownProfilePathRequested.type, findOwnProfile);
}
