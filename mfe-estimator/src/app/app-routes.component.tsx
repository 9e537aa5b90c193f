import { Route, Routes } from 'react-router-dom';
import { ScopeSelectorPage } from '../features/scope-selector/scope-selector-page.component';
import { EstimateResultPage } from '../features/estimate-result/estimate-result-page.component';
import { StepPage } from '../features/estimator-steps/step-page.component';
import { EstimateHistoryPage } from '../features/estimate-history/estimate-history-page.component';

/** Routes of the estimator area (estimator-property-agent.md §2, estimator route shapes). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home-renovation-costs" element={<ScopeSelectorPage mode="renovation" />} />
      <Route path="/getting-house-ready-to-sell" element={<ScopeSelectorPage mode="sell" />} />
      <Route path="/estimate-history" element={<EstimateHistoryPage />} />
      <Route path="/:project/estimator-result" element={<EstimateResultPage />} />
      <Route path="/:project/:step" element={<StepPage />} />
      <Route path="/:project" element={<StepPage />} />
    </Routes>
  );
}
