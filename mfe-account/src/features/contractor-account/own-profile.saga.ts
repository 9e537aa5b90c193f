import { call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchLeads, fetchOwnProfile, removeContractorPhoto, saveOwnProfile, uploadContractorImage, type Lead, type OwnProfile } from '../../shared/contractor-profile.api';
import {
  leadsLoaded,
  leadsRequested,
  ownImageUploadRequested,
  ownPhotoRemoveRequested,
  ownProfileFailed,
  ownProfileLoaded,
  ownProfileRequested,
  ownProfileSaveRequested,
  ownProfileSaved,
  type OwnProfileState,
} from './own-profile.slice';

// Validation and image messages are worded by the API for people (the spec's image messages included).
const messageOf = (error: unknown) => (error instanceof ApiError && error.status === 400 ? error.message : MESSAGES.genericError);

function* currentProfile() {
  const state: OwnProfileState = yield select((s: { ownProfile: OwnProfileState }) => s.ownProfile);
  return state.profile;
}

function* load() {
  try {
    const profile: OwnProfile | null = yield call(fetchOwnProfile);
    yield put(ownProfileLoaded(profile));
  } catch (error) {
    yield put(ownProfileFailed(messageOf(error)));
  }
}

function* save(action: ReturnType<typeof ownProfileSaveRequested>) {
  const profile: OwnProfile | null = yield* currentProfile();
  if (!profile) return;
  try {
    const saved: OwnProfile = yield call(saveOwnProfile, profile.professionalId, action.payload);
    yield put(ownProfileSaved({ profile: saved, notice: 'Your profile is saved.' }));
  } catch (error) {
    yield put(ownProfileFailed(messageOf(error)));
  }
}

function* upload(action: ReturnType<typeof ownImageUploadRequested>) {
  const profile: OwnProfile | null = yield* currentProfile();
  if (!profile) return;
  try {
    const saved: OwnProfile = yield call(uploadContractorImage, profile.professionalId, action.payload.kind, action.payload.file);
    yield put(ownProfileSaved({ profile: saved, notice: action.payload.kind === 'logo' ? 'Your logo is saved.' : 'The photo is added.' }));
  } catch (error) {
    yield put(ownProfileFailed(messageOf(error)));
  }
}

function* removePhoto(action: ReturnType<typeof ownPhotoRemoveRequested>) {
  const profile: OwnProfile | null = yield* currentProfile();
  if (!profile) return;
  try {
    const saved: OwnProfile = yield call(removeContractorPhoto, profile.professionalId, action.payload);
    yield put(ownProfileSaved({ profile: saved, notice: 'The photo is removed.' }));
  } catch (error) {
    yield put(ownProfileFailed(messageOf(error)));
  }
}

function* loadLeads() {
  try {
    let profile: OwnProfile | null = yield* currentProfile();
    if (!profile) {
      profile = yield call(fetchOwnProfile);
      yield put(ownProfileLoaded(profile));
    }
    if (!profile) return;
    const leads: Lead[] = yield call(fetchLeads, profile.professionalId);
    yield put(leadsLoaded(leads));
  } catch (error) {
    yield put(ownProfileFailed(messageOf(error)));
  }
}

/** The contractor's own profile: load, save, logo and photos, and the Leads page. */
export function* ownProfileSaga() {
  yield takeLatest(ownProfileRequested.type, load);
  yield takeLatest(ownProfileSaveRequested.type, save);
  yield takeLatest(ownImageUploadRequested.type, upload);
  yield takeLatest(ownPhotoRemoveRequested.type, removePhoto);
  yield takeLatest(leadsRequested.type, loadLeads);
}
