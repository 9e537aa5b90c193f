import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AgentDashboardPage } from '../pages/agent-dashboard/agent-dashboard-page.component';
import { AgentProfilePage } from '../features/agent-profile/agent-profile-page.component';
import { PaymentWallPage } from '../features/payment-wall/payment-wall-page.component';
import { ClientDetailPage } from '../features/clients/client-detail-page.component';
import { ImportFilePage } from '../features/import-file/import-file-page.component';
import { AgentNotFoundPage } from './agent-not-found.component';
import { ActivityPage } from '../features/activity/activity-page.component';
import { ClientActivity } from '../features/activity/client-activity.component';
import { BrandedSharePage } from '../features/branded-share/branded-share-page.component';

// Contacts loads on its first visit: the agent area's first load stays within its budget.
const ListManagerPage = lazy(() => import('../features/agent-clients/list-manager-page.component').then((m) => ({ default: m.ListManagerPage })));
const contacts = (
  <Suspense fallback={<p role="status">Loading your contacts…</p>}>
    <ListManagerPage />
  </Suspense>
);

/** Routes of the agent area: pricing and account. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/agent/dashboard" element={<AgentDashboardPage />} />
      <Route path="/agent/edit-profile" element={<AgentProfilePage />} />
      <Route path="/agent/payment-wall" element={<PaymentWallPage />} />
      <Route path="/agent/list-manager" element={contacts} />
      <Route path="/agent/clients" element={contacts} />
      <Route path="/agent/clients/:clientId" element={<ClientDetailPage activity={(clientId) => <ClientActivity clientId={clientId} />} />} />
      <Route path="/agent/import-file" element={<ImportFilePage />} />
      <Route path="/agent/activity" element={<ActivityPage />} />
      <Route path="/agent/share-report" element={<BrandedSharePage />} />
      <Route path="*" element={<AgentNotFoundPage />} />
    </Routes>
  );
}
