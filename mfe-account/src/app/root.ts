import { combineReducers } from '@reduxjs/toolkit';
import { signInSlice } from '../features/sign-in/sign-in.slice';
import { signInSaga } from '../features/sign-in/sign-in.saga';
import { signUpSlice } from '../features/sign-up/sign-up.slice';
import { signUpSaga } from '../features/sign-up/sign-up.saga';
import { emailVerificationSlice } from '../features/email-verification/email-verification.slice';
import { emailVerificationSaga } from '../features/email-verification/email-verification.saga';
import { passwordSlice } from '../features/password/password.slice';
import { passwordSaga } from '../features/password/password.saga';
import { profileSlice } from '../features/profile/profile.slice';
import { profileSaga } from '../features/profile/profile.saga';
import { homePreferencesSlice } from '../features/home-preferences/home-preferences.slice';
import { homePreferencesSaga } from '../features/home-preferences/home-preferences.saga';
import { contractorProfileSlice } from '../features/contractor-profile/contractor-profile.slice';
import { contractorProfileSaga } from '../features/contractor-profile/contractor-profile.saga';
import { ownProfileSlice } from '../features/contractor-account/own-profile.slice';
import { ownProfileSaga } from '../features/contractor-account/own-profile.saga';
import { directorySlice } from '../features/contractor-directory/directory.slice';
import { directorySaga } from '../features/contractor-directory/directory.saga';
import { emailSessionSlice } from '../features/email-session/email-session.slice';
import { emailSessionSaga } from '../features/email-session/email-session.saga';
import { adminMessagesSlice } from '../features/admin-messages/admin-messages.slice';
import { adminMessagesSaga } from '../features/admin-messages/admin-messages.saga';

export const rootReducer = combineReducers({
  signIn: signInSlice.reducer,
  signUp: signUpSlice.reducer,
  emailVerification: emailVerificationSlice.reducer,
  password: passwordSlice.reducer,
  profile: profileSlice.reducer,
  homePreferences: homePreferencesSlice.reducer,
  contractorProfile: contractorProfileSlice.reducer,
  ownProfile: ownProfileSlice.reducer,
  directory: directorySlice.reducer,
  emailSession: emailSessionSlice.reducer,
  adminMessages: adminMessagesSlice.reducer,
});

/** State of the account area's store. */
export type AccountState = ReturnType<typeof rootReducer>;

export const rootSagas = [signInSaga, signUpSaga, emailVerificationSaga, passwordSaga, profileSaga, homePreferencesSaga, contractorProfileSaga, ownProfileSaga, directorySaga, emailSessionSaga, adminMessagesSaga];
