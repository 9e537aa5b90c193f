import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES, refreshSession } from '@homeworth/shared-lib';
import { profileImageProblem } from '@homeworth/shared-lib/domain';
import { fetchAgentProfile, saveAgentProfile, uploadProfileImage, type AgentProfile } from './agent-profile.api';
import {
  agentPhotoChosen,
  agentPhotoSaved,
  agentProfileFailed,
  agentProfileLoaded,
  agentProfileOpened,
  agentProfileSaveRequested,
  agentProfileSaved,
  type ProfileField,
} from './agent-profile.slice';

const FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'username', 'phone', 'mlsLink', 'financingLink', 'insuranceLink', 'alertEmails'];

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

/** The field errors of a refused save, by the field the API named. */
function fieldErrors(error: ApiError): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const item of error.errors) {
    const field = item.args?.field;
    if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) errors[field as ProfileField] ??= item.message.replace(new RegExp(`^${field}: `), '');
  }
  return errors;
}

function* load() {
  try {
    const profile: AgentProfile = yield call(fetchAgentProfile);
    yield put(agentProfileLoaded(profile));
  } catch (error) {
    yield put(agentProfileFailed({ message: messageOf(error) }));
  }
}

function* save(action: ReturnType<typeof agentProfileSaveRequested>) {
  try {
    const profile: AgentProfile = yield call(saveAgentProfile, action.payload);
    yield put(agentProfileSaved(profile));
  } catch (error) {
    yield put(agentProfileFailed({ message: messageOf(error), fieldErrors: error instanceof ApiError ? fieldErrors(error) : {} }));
    return;
  }
  // The header greets the agent by name: it reads the session again.
  try {
    yield call(refreshSession);
  } catch {
    // The profile is saved; the header catches up on the next session read.
  }
}

function* upload(action: ReturnType<typeof agentPhotoChosen>) {
  const file = action.payload;
  const problem = profileImageProblem(file.type, file.size);
  if (problem) {
    yield put(agentProfileFailed({ message: problem }));
    return;
  }
  try {
    yield call(uploadProfileImage, file);
    yield put(agentPhotoSaved());
  } catch (error) {
    yield put(agentProfileFailed({ message: messageOf(error) }));
  }
}

/** Loads and saves the agent form and uploads the card photo. */
export function* agentProfileSaga() {
  yield takeLatest(agentProfileOpened.type, load);
  yield takeLatest(agentProfileSaveRequested.type, save);
  yield takeLatest(agentPhotoChosen.type, upload);
}
