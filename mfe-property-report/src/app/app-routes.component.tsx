import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../pages/dashboard-page.component';
import { AreaNotFoundPage } from '../ui/area-not-found.component';
import { ComparableHomeValuesPage, CurrentHomeConditionPage, HomeValuePage, PermitHistoryPage } from '../pages/focus-pages.component';
import { UpdateYourHomePage } from '../pages/update-your-home-page.component';
import { PropertyReportPage, SampleDashboardPage } from '../pages/home-report-page.component';
import { AreYouTheHomeOwnerPage } from '../features/owner-claim/are-you-the-home-owner-page.component';
import { VerifyTheOwnerPage } from '../features/owner-claim/verify-the-owner-page.component';
import { PropertiesIndexPage } from '../features/properties-index/properties-index-page.component';
import { ReportHistoryPage } from '../features/report-history/report-history-page.component';
import { GuessHistoryPage, GuessPlayPage } from '../features/guess-the-sale-price/guess-play-pages.component';
import { GuessNotificationsPage, GuessSearchPage, MyHomeValuePage } from '../features/guess-the-sale-price/guess-more-pages.component';
import { GeoPage } from '../pages/geo-page.component';

// The neighbourhood permits (a page and its map) load on demand: the dashboard and the report, where most visits
// start, do not carry them.
const NeighborhoodProjectsPage = lazy(() =>
  import('../features/neighborhood-projects/neighborhood-projects-page.component').then((m) => ({ default: m.NeighborhoodProjectsPage })),
);
const neighborhoodProjects = (
  <Suspense fallback={<p role="status">Loading nearby permits…</p>}>
    <NeighborhoodProjectsPage />
  </Suspense>
);

/** Routes of the property report area. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/sample-dashboard" element={<SampleDashboardPage />} />
      <Route path="/properties" element={<PropertiesIndexPage />} />
      <Route path="/properties/:id" element={<PropertyReportPage />} />
      <Route path="/are-you-the-home-owner" element={<AreYouTheHomeOwnerPage />} />
      <Route path="/verify-the-owner" element={<VerifyTheOwnerPage />} />
      <Route path="/home-value" element={<HomeValuePage />} />
      <Route path="/update-your-home" element={<UpdateYourHomePage />} />
      <Route path="/current-home-condition" element={<CurrentHomeConditionPage />} />
      <Route path="/property-condition" element={<CurrentHomeConditionPage />} />
      <Route path="/history-of-construction-permits" element={<PermitHistoryPage />} />
      <Route path="/comparable-home-values" element={<ComparableHomeValuesPage />} />
      <Route path="/comparable-home-values/user-property" element={<ComparableHomeValuesPage />} />
      <Route path="/my-neighborhood/projects" element={neighborhoodProjects} />
      <Route path="/my-neighborhood/user-property" element={neighborhoodProjects} />
      <Route path="/geo/:city" element={<GeoPage />} />
      <Route path="/ihome-report-history" element={<ReportHistoryPage />} />
      <Route path="/guess-the-sale-price" element={<GuessPlayPage />} />
      <Route path="/guess-the-sale-price/property" element={<GuessPlayPage />} />
      <Route path="/guess-the-sale-price/history" element={<GuessHistoryPage />} />
      <Route path="/guess-the-sale-price/my-home-value" element={<MyHomeValuePage />} />
      <Route path="/guess-the-sale-price/search" element={<GuessSearchPage />} />
      <Route path="/guess-the-sale-price/notifications" element={<GuessNotificationsPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
