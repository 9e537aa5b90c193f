import { call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, MESSAGES, navigateTo } from '@homeworth/shared-lib';
import { ESTIMATOR_PLAN_ID_KEY, multiprojectEstimateRequest, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { estimateLoaded, finishLevelChanged } from '../../estimate-answers/estimator-answers.slice';
import { multiprojectFinishLevelChanged, multiprojectLoaded } from '../../estimate-answers/multiproject-answers.slice';
import { takePendingSave, writePendingSave, type PendingSave } from '../../shared/pending-save/pending-save';
import { saveCombinedRequest, savePlanRequest } from './save-plan.api';
import {
  pendingSaveCheckRequested,
  saveCombinedRequested,
  savedPlanDeleted,
  savedPlanDeleteRequested,
  savePlanFailed,
  savePlanRequested,
  savePlanReset,
  savePlanSucceeded,
} from './save-plan.slice';
import { deletePlanRequest } from '../../shared/saved-plans.api';

function rememberPlan(planId: number): void {
  try {
    sessionStorage.setItem(ESTIMATOR_PLAN_ID_KEY, String(planId));
  } catch {
    // Storage blocked: the plan is saved on the server all the same.
  }
}

function* save(action: ReturnType<typeof savePlanRequested>) {
  try {
    const plan: EstimatorPlan = yield call(savePlanRequest, action.payload);
    yield call(rememberPlan, plan.userPropertyPlanId);
    yield put(savePlanSucceeded(plan.userPropertyPlanId));
  } catch (error) {
    yield put(savePlanFailed(error instanceof ApiError ? { message: error.message, code: error.code === undefined ? null : String(error.code) } : MESSAGES.genericError));
  }
}

function* saveCombined(action: ReturnType<typeof saveCombinedRequested>) {
  try {
    const plans: EstimatorPlan[] = yield call(saveCombinedRequest, action.payload);
    yield put(savePlanSucceeded(plans[0]!.userPropertyPlanId));
  } catch (error) {
    yield put(savePlanFailed(error instanceof ApiError ? { message: error.message, code: error.code === undefined ? null : String(error.code) } : MESSAGES.genericError));
  }
}

/**
 * Saves the estimate a guest last asked to save before signing in: its answers come back into this tab,
 * it is saved like any other, and the user lands on its result page showing it saved. It is taken
 * (consumed once) and put back for a later try only when the API could not be reached.
 */
export function* completePendingSave() {
  const pending: PendingSave | null = yield call(takePendingSave);
  if (!pending) return;
  if (pending.kind === 'project') {
    const { project, answers, finishLevel } = pending.request;
    yield put(estimateLoaded({ project, saved: { answers, finishLevel } }));
    yield put(savePlanRequested(pending.request));
  } else {
    yield put(multiprojectLoaded({ mode: pending.mode, saved: { answers: pending.answers, finishLevel: pending.finishLevel } }));
    yield put(saveCombinedRequested(multiprojectEstimateRequest(pending.answers, pending.finishLevel)));
  }
  yield call(navigateTo, pending.returnPath);
  const outcome: ReturnType<typeof savePlanSucceeded> | ReturnType<typeof savePlanFailed> = yield take([savePlanSucceeded.type, savePlanFailed.type]);
  const unreachable = outcome.type === savePlanFailed.type && typeof outcome.payload === 'string';
  if (unreachable) yield call(writePendingSave, pending);
}

/** deleteProjectRp: deletes the saved plan; the user stays on the result, which can be saved again. */
function* deleteSaved(action: ReturnType<typeof savedPlanDeleteRequested>) {
  try {
    yield call(deletePlanRequest, action.payload);
    try {
      if (sessionStorage.getItem(ESTIMATOR_PLAN_ID_KEY) === String(action.payload)) sessionStorage.removeItem(ESTIMATOR_PLAN_ID_KEY);
    } catch {
      // Storage blocked: nothing was remembered.
    }
    yield put(savedPlanDeleted());
  } catch (error) {
    yield put(savePlanFailed(error instanceof ApiError ? { message: error.message, code: error.code === undefined ? null : String(error.code) } : MESSAGES.genericError));
  }
}

/** Saves the estimate as a plan; a new finish level makes it a different, unsaved estimate. */
export function* savePlanSaga() {
  // One check at a time: a second sign-in signal while saving finds the record taken.
  yield takeLeading(pendingSaveCheckRequested.type, completePendingSave);
  yield takeLatest(savePlanRequested.type, save);
  yield takeLatest(saveCombinedRequested.type, saveCombined);
  yield takeLatest(savedPlanDeleteRequested.type, deleteSaved);
  yield takeLatest([finishLevelChanged.type, multiprojectFinishLevelChanged.type], function* reset() {
    yield put(savePlanReset());
  });
}
