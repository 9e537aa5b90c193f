import { combineReducers } from '@reduxjs/toolkit';
import { scopeSelectorSlice } from '../features/scope-selector/scope-selector.slice';
import { estimatorAnswersSlice } from '../estimate-answers/estimator-answers.slice';
import { estimatorAnswersSaga } from '../estimate-answers/estimator-answers.saga';
import { estimateResultSlice } from '../features/estimate-result/estimate-result.slice';
import { estimateResultSaga } from '../features/estimate-result/estimate-result.saga';
import { savePlanSlice } from '../features/save-plan/save-plan.slice';
import { savePlanSaga } from '../features/save-plan/save-plan.saga';
import { estimateHistorySlice } from '../features/estimate-history/estimate-history.slice';
import { estimateHistorySaga } from '../features/estimate-history/estimate-history.saga';
import { multiprojectAnswersSlice } from '../estimate-answers/multiproject-answers.slice';
import { multiprojectAnswersSaga } from '../estimate-answers/multiproject-answers.saga';
import { estimatorGatingSlice } from '../estimator-gating/estimator-gating.slice';
import { estimatorGatingSaga } from '../estimator-gating/estimator-gating.saga';
import { homeFactsSlice } from '../home-facts/home-facts.slice';
import { homeFactsSaga } from '../home-facts/home-facts.saga';
import { sharedEstimateSlice } from '../features/estimate-result/shared-estimate.slice';
import { sharedEstimateSaga } from '../features/estimate-result/shared-estimate.saga';
import { sharePlanSlice } from '../shared/share-plan/share-plan.slice';
import { sharePlanSaga } from '../shared/share-plan/share-plan.saga';
import { projectGuidesSlice } from '../features/project-guides/project-guides.slice';
import { projectGuidesSaga } from '../features/project-guides/project-guides.saga';

export const rootReducer = combineReducers({
  scopeSelector: scopeSelectorSlice.reducer,
  estimatorAnswers: estimatorAnswersSlice.reducer,
  estimateResult: estimateResultSlice.reducer,
  savePlan: savePlanSlice.reducer,
  estimateHistory: estimateHistorySlice.reducer,
  multiprojectAnswers: multiprojectAnswersSlice.reducer,
  estimatorGating: estimatorGatingSlice.reducer,
  homeFacts: homeFactsSlice.reducer,
  projectGuides: projectGuidesSlice.reducer,
  sharedEstimate: sharedEstimateSlice.reducer,
  sharePlan: sharePlanSlice.reducer,
});

/** State of the estimator's store. */
export type EstimatorState = ReturnType<typeof rootReducer>;

export const rootSagas = [
  estimatorAnswersSaga,
  estimateResultSaga,
  savePlanSaga,
  estimateHistorySaga,
  multiprojectAnswersSaga,
  estimatorGatingSaga,
  homeFactsSaga,
  projectGuidesSaga,
  sharedEstimateSaga,
  sharePlanSaga,
];
