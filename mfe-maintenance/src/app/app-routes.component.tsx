import { Route, Routes } from 'react-router-dom';
import { MaintenancePlanPage } from '../features/maintenance-plan/maintenance-plan-page.component';
import { HomeChoicePage } from '../features/home-choice/home-choice-page.component';
import { PrintablePlanPage } from '../features/printable-plan/printable-plan-page.component';
import { MaintenanceNotFoundPage } from './maintenance-not-found.component';

/** Routes of the maintenance area (/my-maintenance/app, /printable, /user-property). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/my-maintenance/app" element={<MaintenancePlanPage />} />
      <Route path="/my-maintenance/user-property" element={<HomeChoicePage />} />
      <Route path="/my-maintenance/printable" element={<PrintablePlanPage />} />
      <Route path="*" element={<MaintenanceNotFoundPage />} />
    </Routes>
  );
}
