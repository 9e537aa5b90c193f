import { Route, Routes } from 'react-router-dom';
import { MaintenancePlanPage } from '../features/maintenance-plan/maintenance-plan-page.component';
import { HomeChoicePage } from '../features/home-choice/home-choice-page.component';
import { PrintablePlanPage } from '../features/printable-plan/printable-plan-page.component';
import { ReplacementBudget } from '../features/replacement-budget/replacement-budget.component';
import { CalendarAndReminders } from '../features/reminders/calendar-and-reminders.component';
import type { PlanHome } from '../plan-home';
import { MaintenanceNotFoundPage } from './maintenance-not-found.component';

/** Under the plan: the replacement budget, and the calendar feed and reminders of a home the user keeps. */
function planAside(home: PlanHome) {
  return (
    <>
      <ReplacementBudget home={home} />
      {!home.readOnly && home.userPropertyId ? <CalendarAndReminders userPropertyId={home.userPropertyId} /> : null}
    </>
  );
}

/** Routes of the maintenance area (/my-maintenance/app, /printable, /user-property). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/my-maintenance/app" element={<MaintenancePlanPage aside={planAside} />} />
      <Route path="/my-maintenance/user-property" element={<HomeChoicePage />} />
      <Route path="/my-maintenance/printable" element={<PrintablePlanPage />} />
      <Route path="*" element={<MaintenanceNotFoundPage />} />
    </Routes>
  );
}
