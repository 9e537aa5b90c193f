import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, ERROR_CODES, MESSAGES, updateSessionUser, type SessionUser, type UserPropertyEntry } from '@homeworth/shared-lib';
import { profileImageProblem } from '@homeworth/shared-lib/domain';
import { fetchHomes, fetchProfile, saveProfile, uploadProfileImage, type Profile } from './profile.api';
import {
  imageRefused,
  imageUploadRequested,
  imageUploaded,
  profileFailed,
  profileLoaded,
  profileRequested,
  profileSaveRequested,
  profileSaved,
  type ProfileState,
} from './profile.slice';

/** Notices after saving. */
export const PROFILE_NOTICES = {
  saved: 'Your profile has been saved.',
  emailChanged: 'Your profile has been saved. We sent a verification link to your new email, and a note to the previous one.',
} as const;

// The API words these for people (profile validation, 10001, password creation); anything else is the generic sentence.
function failureOf(error: unknown): { message: string; field: string | null } {
  if (!(error instanceof ApiError)) return { message: MESSAGES.genericError, field: null };
  const first = error.errors[0];
  const field = typeof first?.args?.field === 'string' ? first.args.field : null;
  const worded = [ERROR_CODES.validation, ERROR_CODES.emailExists, ERROR_CODES.rateLimited, 'PASSWORD_REQUIRED', 'REAUTHENTICATION_REQUIRED'] as (string | number)[];
  return { message: first && worded.includes(first.code) ? first.message : MESSAGES.genericError, field };
}

function* loadProfile() {
  try {
    const [{ profile }, { homes }]: [{ profile: Profile }, { homes: UserPropertyEntry[] }] = yield all([call(fetchProfile), call(fetchHomes)]);
    yield put(profileLoaded({ profile, homes }));
  } catch (error) {
    yield put(profileFailed(failureOf(error)));
  }
}

function* save(action: ReturnType<typeof profileSaveRequested>) {
  try {
    const before: string | undefined = yield select((s: { profile: ProfileState }) => s.profile.profile?.userEmail);
    const { user, profile }: { user: SessionUser; profile: Profile } = yield call(saveProfile, action.payload);
    yield call(updateSessionUser, user);
    const emailChanged = before !== undefined && before !== user.userEmail;
    yield put(profileSaved({ profile, notice: emailChanged ? PROFILE_NOTICES.emailChanged : PROFILE_NOTICES.saved }));
  } catch (error) {
    yield put(profileFailed(failureOf(error)));
  }
  yield call([window, window.scrollTo], 0, 0);
}

function* upload(action: ReturnType<typeof imageUploadRequested>) {
  const file = action.payload;
  // Checked here first so a 40 MB photo is refused before it is sent.
  const problem = profileImageProblem(file.type, file.size);
  if (problem) {
    yield put(imageRefused(problem));
    return;
  }
  try {
    const { profile }: { profile: Profile } = yield call(uploadProfileImage, file);
    yield put(imageUploaded(profile));
  } catch (error) {
    yield put(imageRefused(failureOf(error).message));
  }
}

/** Profile page: load, save, image upload. */
export function* profileSaga() {
  yield takeLatest(profileRequested.type, loadProfile);
  yield takeLatest(profileSaveRequested.type, save);
  yield takeLatest(imageUploadRequested.type, upload);
}
