import { Route, Routes } from 'react-router-dom';
import { MaintenancePlanPage } from '../features/maintenance-plan/maintenance-plan-page.component';

/** Routes of the maintenance area (estimator-property-agent.md §2: /my-maintenance/app, /printable, /user-property). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/my-maintenance/app" element={<MaintenancePlanPage />} />
    </Routes>
  );
}
