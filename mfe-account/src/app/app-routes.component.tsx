import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmailSessionPage } from '../features/email-session/email-session-page.component';
import { SignInLinkPage } from '../features/sign-in/sign-in-link-page.component';
import { SignInPage } from '../features/sign-in/sign-in-page.component';
import { SignUpPage } from '../features/sign-up/sign-up-page.component';
import { SignOutPage } from '../features/sign-out/sign-out-page.component';
import { NewContractorPage } from '../features/sign-up/new-contractor-page.component';
import { ForgotPasswordPage } from '../features/password/forgot-password-page.component';
import { ChangePasswordPage } from '../features/password/change-password-page.component';
import { UndoEmailChangePage } from '../features/profile/undo-email-change-page.component';
import { ContractorProfilePage, OwnContractorProfileRedirect } from '../features/contractor-profile/contractor-profile-page.component';
import { ClaimProfilePage, ConfirmClaimPage } from '../features/contractor-profile/claim-profile-pages.component';
import { HomePreferencesPage } from '../features/home-preferences/home-preferences-page.component';
import { AccountNotFoundPage } from './account-not-found.component';

// The profile (with two-step sign-in, devices and account activity) loads on demand: sign-in and sign-up, where most
// visits to this area start, do not carry it.
const UpgradeToAgentPage = lazy(() => import('../features/upgrade-to-agent/upgrade-to-agent-page.component').then((m) => ({ default: m.UpgradeToAgentPage })));
const ProfilePage = lazy(() => import('../features/profile/profile-page.component').then((m) => ({ default: m.ProfilePage })));
// The contact inbox and remote health (admins only) and the contractor's own editor and leads (contractors only) load on demand:
// no one else's first load carries them.
const EditContractorProfilePage = lazy(() =>
  import('../features/contractor-account/edit-contractor-profile-page.component').then((m) => ({ default: m.EditContractorProfilePage })),
);
const LeadsPage = lazy(() => import('../features/contractor-account/leads-page.component').then((m) => ({ default: m.LeadsPage })));
const AdminRemotesPage = lazy(() => import('../features/admin-remotes/admin-remotes-page.component').then((m) => ({ default: m.AdminRemotesPage })));
// The developer portal brings its own store and saga with it: other pages' first load carries none of it.
const DeveloperPortalPage = lazy(() => import('../features/developer-portal/developer-portal-page.component').then((m) => ({ default: m.DeveloperPortalPage })));
// The verification pages and the contractor's welcome, with where each role goes next: pages after sign-up, not of a first visit.
const VerifyNoticePage = lazy(() => import('../features/email-verification/verify-notice-page.component').then((m) => ({ default: m.VerifyNoticePage })));
const VerifyEmailPage = lazy(() => import('../features/email-verification/verify-email-page.component').then((m) => ({ default: m.VerifyEmailPage })));
const ContractorWelcomePage = lazy(() => import('../features/sign-up/welcome-page.component').then((m) => ({ default: m.ContractorWelcomePage })));
// The contractor directory loads on demand: sign-in and sign-up, the area's busiest first loads, do not carry it.
const DirectoryPage = lazy(() => import('../features/contractor-directory/directory-page.component').then((m) => ({ default: m.DirectoryPage })));
const directory = (
  <Suspense fallback={<p role="status">Loading the directory…</p>}>
    <DirectoryPage />
  </Suspense>
);
const AdminWeeklyEmailPage = lazy(() => import('../features/admin-weekly-email/admin-weekly-email-page.component').then((m) => ({ default: m.AdminWeeklyEmailPage })));
const AdminAnalyticsPage = lazy(() => import('../features/admin-analytics/admin-analytics-page.component').then((m) => ({ default: m.AdminAnalyticsPage })));
const AdminClaimDocumentsPage = lazy(() => import('../features/admin-claim-documents/admin-claim-documents-page.component').then((m) => ({ default: m.AdminClaimDocumentsPage })));
const AdminMessagesPage = lazy(() => import('../features/admin-messages/admin-messages-page.component').then((m) => ({ default: m.AdminMessagesPage })));

/** Routes of the account area. */
export function AppRoutes() {
  const verifying = (
    <Suspense fallback={<p role="status">Verifying your email…</p>}>
      <VerifyEmailPage />
    </Suspense>
  );
  return (
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route path="/login/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/login/change-password" element={<ChangePasswordPage />} />
      <Route path="/login/verify-your-email" element={verifying} />
      <Route path="/login/verify-contractor-email" element={verifying} />
      {/* The spec's confirm-user page: links from older confirmation emails land on the same verification. */}
      <Route path="/confirm-user" element={verifying} />
      <Route path="/login/undo-email-change" element={<UndoEmailChangePage />} />
      <Route path="/login/email-session" element={<EmailSessionPage />} />
      <Route path="/login/sign-in-link" element={<SignInLinkPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route
        path="/signup/verify-your-email"
        element={
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: '60vh' }} />}>
            <VerifyNoticePage />
          </Suspense>
        }
      />
      <Route path="/signup/new-contractor" element={<NewContractorPage />} />
      <Route path="/login/new-contractor" element={<NewContractorPage />} />
      <Route
        path="/signup/new-contractor/welcome"
        element={
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: '60vh' }} />}>
            <ContractorWelcomePage />
          </Suspense>
        }
      />
      <Route
        path="/user/edit-profile"
        element={
          <Suspense fallback={<p role="status">Loading your profile…</p>}>
            <ProfilePage />
          </Suspense>
        }
      />
      <Route path="/user/home-preferences" element={<HomePreferencesPage />} />
      <Route
        path="/user/upgrade-to-agent"
        element={
          <Suspense fallback={<p role="status">Loading…</p>}>
            <UpgradeToAgentPage />
          </Suspense>
        }
      />
      <Route
        path="/user/admin/messages"
        element={
          <Suspense fallback={<p role="status">Loading the messages…</p>}>
            <AdminMessagesPage />
          </Suspense>
        }
      />
      <Route
        path="/user/admin/claim-documents"
        element={
          <Suspense fallback={<p role="status">Loading the documents…</p>}>
            <AdminClaimDocumentsPage />
          </Suspense>
        }
      />
      <Route
        path="/user/admin/remotes"
        element={
          <Suspense fallback={<p role="status">Loading remote health…</p>}>
            <AdminRemotesPage />
          </Suspense>
        }
      />
      <Route
        path="/user/admin/analytics"
        element={
          <Suspense fallback={<p role="status">Loading the funnel…</p>}>
            <AdminAnalyticsPage />
          </Suspense>
        }
      />
      <Route
        path="/user/admin/weekly-email"
        element={
          <Suspense fallback={<p role="status">Loading the weekly email runs…</p>}>
            <AdminWeeklyEmailPage />
          </Suspense>
        }
      />
      <Route path="/logout" element={<SignOutPage />} />
      <Route path="/contractor/profile" element={<OwnContractorProfileRedirect />} />
      <Route path="/contractor/profile/:kukunUrl" element={<ContractorProfilePage />} />
      <Route
        path="/contractor/edit-profile"
        element={
          <Suspense fallback={<p role="status">Loading your company profile…</p>}>
            <EditContractorProfilePage />
          </Suspense>
        }
      />
      <Route
        path="/contractor/leads"
        element={
          <Suspense fallback={<p role="status">Loading your leads…</p>}>
            <LeadsPage />
          </Suspense>
        }
      />
      <Route path="/contractor/claim-profile/confirm" element={<ConfirmClaimPage />} />
      <Route path="/contractor/claim-profile/:kukunUrl" element={<ClaimProfilePage />} />
      <Route
        path="/developers/*"
        element={
          <Suspense fallback={<p role="status">Loading the developer portal…</p>}>
            <DeveloperPortalPage />
          </Suspense>
        }
      />
      <Route path="/best-contractors-near-me" element={directory} />
      <Route path="/best-contractors-near-me/:locality" element={directory} />
      <Route path="*" element={<AccountNotFoundPage />} />
    </Routes>
  );
}
