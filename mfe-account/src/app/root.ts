import { signInSaga } from '../features/sign-in/sign-in.saga';
import { signUpSaga } from '../features/sign-up/sign-up.saga';
import { emailVerificationSaga } from '../features/email-verification/email-verification.saga';
import { passwordSaga } from '../features/password/password.saga';
import { profileSaga } from '../features/profile/profile.saga';
import { accountSecuritySaga } from '../features/profile/account-security.saga';
import { homePreferencesSaga } from '../features/home-preferences/home-preferences.saga';
import { contractorProfileSaga } from '../features/contractor-profile/contractor-profile.saga';
import { contractorClaimSaga } from '../features/contractor-profile/contractor-claim.saga';
import { ownProfileSaga } from '../features/contractor-account/own-profile.saga';
import { directorySaga } from '../features/contractor-directory/directory.saga';
import { emailSessionSaga } from '../features/email-session/email-session.saga';
import { adminMessagesSaga } from '../features/admin-messages/admin-messages.saga';
import { adminRemotesSaga } from '../features/admin-remotes/admin-remotes.saga';
import { adminAnalyticsSaga } from '../features/admin-analytics/admin-analytics.saga';
import { adminWeeklyEmailSaga } from '../features/admin-weekly-email/admin-weekly-email.saga';

export { rootReducer, type AccountState } from './root-reducer';

export const rootSagas = [
  signInSaga,
  signUpSaga,
  emailVerificationSaga,
  passwordSaga,
  profileSaga,
  accountSecuritySaga,
  homePreferencesSaga,
  contractorProfileSaga,
  contractorClaimSaga,
  ownProfileSaga,
  directorySaga,
  emailSessionSaga,
  adminMessagesSaga,
  adminRemotesSaga,
  adminAnalyticsSaga,
  adminWeeklyEmailSaga,
];
