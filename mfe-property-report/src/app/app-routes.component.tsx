import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/dashboard-page.component';
import { ComparableHomeValuesPage, CurrentHomeConditionPage, PermitHistoryPage } from '../features/home-report/focus-pages.component';
import { PropertyReportPage, SampleDashboardPage } from '../features/home-report/home-report-page.component';
import { NeighborhoodProjectsPage } from '../features/neighborhood-projects/neighborhood-projects-page.component';

/** Routes of the property report area (estimator-property-agent.md §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/sample-dashboard" element={<SampleDashboardPage />} />
      <Route path="/properties/:id" element={<PropertyReportPage />} />
      <Route path="/current-home-condition" element={<CurrentHomeConditionPage />} />
      <Route path="/property-condition" element={<CurrentHomeConditionPage />} />
      <Route path="/history-of-construction-permits" element={<PermitHistoryPage />} />
      <Route path="/comparable-home-values" element={<ComparableHomeValuesPage />} />
      <Route path="/comparable-home-values/user-property" element={<ComparableHomeValuesPage />} />
      <Route path="/my-neighborhood/projects" element={<NeighborhoodProjectsPage />} />
      <Route path="/my-neighborhood/user-property" element={<NeighborhoodProjectsPage />} />
    </Routes>
  );
}
