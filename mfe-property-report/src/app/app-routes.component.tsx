import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/dashboard-page.component';

/** Routes of the property report area (estimator-property-agent.md §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
    </Routes>
  );
}
