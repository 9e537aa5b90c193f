import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError } from '@homeworth/shared-lib';
import { onboardingStep } from '../../shared/onboarding-step';
import { fetchReport, type ReportAnswer } from '../../shared/home-report.api';
import { reportLoaded } from '../../shared/home-report.slice';
import { fetchOwnerFacts, saveOwnerFacts, type OwnerFactsView } from './owner-facts.api';
import { valueUpdateParts } from './value-update-parts';
import { ownerFactsFailed, ownerFactsLoaded, ownerFactsRefused, ownerFactsRequested, ownerFactsSaved, ownerFactsSubmitted } from './owner-facts.slice';

function* load(action: ReturnType<typeof ownerFactsRequested>) {
  try {
    const view: OwnerFactsView = yield call(fetchOwnerFacts, action.payload.userPropertyId);
    yield put(ownerFactsLoaded(view));
    onboardingStep('starts', 'update-your-home');
  } catch {
    yield put(ownerFactsFailed());
  }
}

/** Saves the correction, then reloads the report, whose value and condition score follow the new facts. */
function* save(action: ReturnType<typeof ownerFactsSubmitted>) {
  const { userPropertyId, kukunId, change, before } = action.payload;
  try {
    const view: OwnerFactsView = yield call(saveOwnerFacts, userPropertyId, change);
    const report: ReportAnswer = yield call(fetchReport, { kind: 'property', kukunId });
    yield put(reportLoaded(report));
    yield put(ownerFactsSaved({ view, outcome: { before, after: { value: report.summary.currentValue, score: report.summary.propertyScore } } }));
    for (const part of valueUpdateParts(change)) onboardingStep('value-update', part);
  } catch (error) {
    const field = error instanceof ApiError ? ((error.errors[0]?.args?.field as string | undefined) ?? null) : null;
    yield put(ownerFactsRefused({ field, message: error instanceof Error ? error.message : 'Your changes could not be saved. Please try again.' }));
  }
}

/** `/update-your-home`: the owner's facts, and their corrections. */
export function* ownerFactsSaga() {
  yield all([takeLatest(ownerFactsRequested.type, load), takeLeading(ownerFactsSubmitted.type, save)]);
}
