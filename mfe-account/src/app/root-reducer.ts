import { combineReducers } from '@reduxjs/toolkit';
import { signInSlice } from '../features/sign-in/sign-in.slice';
import { signUpSlice } from '../features/sign-up/sign-up.slice';
import { emailVerificationSlice } from '../features/email-verification/email-verification.slice';
import { passwordSlice } from '../features/password/password.slice';
import { profileSlice } from '../features/profile/profile.slice';
import { accountSecuritySlice } from '../features/profile/account-security.slice';
import { homePreferencesSlice } from '../features/home-preferences/home-preferences.slice';
import { contractorProfileSlice } from '../features/contractor-profile/contractor-profile.slice';
import { contractorClaimSlice } from '../features/contractor-profile/contractor-claim.slice';
import { ownProfileSlice } from '../features/contractor-account/own-profile.slice';
import { directorySlice } from '../features/contractor-directory/directory.slice';
import { emailSessionSlice } from '../features/email-session/email-session.slice';
import { adminMessagesSlice } from '../features/admin-messages/admin-messages.slice';
import { adminRemotesSlice } from '../features/admin-remotes/admin-remotes.slice';
import { adminAnalyticsSlice } from '../features/admin-analytics/admin-analytics.slice';
import { adminWeeklyEmailSlice } from '../features/admin-weekly-email/admin-weekly-email.slice';

// The store's shape on its own, so a saga or a component can name the state type without importing
// root.ts (which imports every saga: a saga importing it was an import cycle).
export const rootReducer = combineReducers({
  signIn: signInSlice.reducer,
  signUp: signUpSlice.reducer,
  emailVerification: emailVerificationSlice.reducer,
  password: passwordSlice.reducer,
  profile: profileSlice.reducer,
  accountSecurity: accountSecuritySlice.reducer,
  homePreferences: homePreferencesSlice.reducer,
  contractorProfile: contractorProfileSlice.reducer,
  contractorClaim: contractorClaimSlice.reducer,
  ownProfile: ownProfileSlice.reducer,
  directory: directorySlice.reducer,
  emailSession: emailSessionSlice.reducer,
  adminMessages: adminMessagesSlice.reducer,
  adminRemotes: adminRemotesSlice.reducer,
  adminAnalytics: adminAnalyticsSlice.reducer,
  adminWeeklyEmail: adminWeeklyEmailSlice.reducer,
});

/** State of the account area's store. */
export type AccountState = ReturnType<typeof rootReducer>;
