import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ScopeSelectorPage } from '../features/scope-selector/scope-selector-page.component';
import { EstimateResultPage } from '../features/estimate-result/estimate-result-page.component';
import { StepPage } from '../features/estimator-steps/step-page.component';
import { SaveCombinedPlans, SavePlan } from '../features/save-plan/save-plan.component';
import { ProjectGuides } from '../features/project-guides/project-guides.component';
import { EstimatorEntry } from './estimator-entry.component';
import { EstimatorNotFound } from './estimator-not-found.component';

// A single project's questions and result are the first load; the combined flows, the history and a
// shared estimate load when opened, so the project pages stay within their first-load budget.
const EstimateHistoryPage = lazy(() => import('../features/estimate-history/estimate-history-page.component').then((m) => ({ default: m.EstimateHistoryPage })));
const MultiprojectResultPage = lazy(() => import('../features/estimate-result/multiproject-result-page.component').then((m) => ({ default: m.MultiprojectResultPage })));
const MultiprojectStepPage = lazy(() => import('../features/estimator-steps/multiproject-step-page.component').then((m) => ({ default: m.MultiprojectStepPage })));
const SharedEstimatePage = lazy(() => import('../features/estimate-result/shared-estimate-page.component').then((m) => ({ default: m.SharedEstimatePage })));
const later = (page: ReactNode) => <Suspense fallback={<p role="status">Loading…</p>}>{page}</Suspense>;

// The route composes the features: the result pages show the save bar, a question shows the project's guides.
const stepPage = <StepPage aside={(slug, projectName) => <ProjectGuides slug={slug} projectName={projectName} />} />;

/** Routes of the estimator area. */
export function AppRoutes() {
  return (
    <>
      <EstimatorEntry />
      <Routes>
        <Route path="/home-renovation-costs" element={<ScopeSelectorPage mode="renovation" />} />
        <Route path="/getting-house-ready-to-sell" element={<ScopeSelectorPage mode="sell" />} />
        <Route path="/estimate-history" element={later(<EstimateHistoryPage />)} />
        <Route
          path="/multiproject/estimator-result"
          element={later(
            <MultiprojectResultPage mode="multiproject" saveAction={(request, answers) => <SaveCombinedPlans request={request} mode="multiproject" answers={answers} />} />,
          )}
        />
        <Route
          path="/getting-house-ready-to-sell/estimator-result"
          element={later(<MultiprojectResultPage mode="sell" saveAction={(request, answers) => <SaveCombinedPlans request={request} mode="sell" answers={answers} />} />)}
        />
        <Route path="/multiproject/:sub/:index?" element={later(<MultiprojectStepPage mode="multiproject" />)} />
        <Route path="/getting-house-ready-to-sell/:sub/:index?" element={later(<MultiprojectStepPage mode="sell" />)} />
        <Route path="/multiproject" element={<Navigate replace to="/home-renovation-costs" />} />
        <Route path="/result-page" element={later(<SharedEstimatePage />)} />
        <Route path="/:project/estimator-result" element={<EstimateResultPage saveAction={(request) => <SavePlan request={request} />} />} />
        <Route path="/:project/:step/:index?" element={stepPage} />
        <Route path="/:project" element={stepPage} />
        <Route path="*" element={<EstimatorNotFound />} />
      </Routes>
    </>
  );
}
