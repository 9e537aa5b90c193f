import { Route, Routes } from 'react-router-dom';
import { ScopeSelectorPage } from '../features/scope-selector/scope-selector-page.component';

/** Routes of the estimator area (estimator-property-agent.md §2, estimator route shapes). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home-renovation-costs" element={<ScopeSelectorPage mode="renovation" />} />
      <Route path="/getting-house-ready-to-sell" element={<ScopeSelectorPage mode="sell" />} />
    </Routes>
  );
}
