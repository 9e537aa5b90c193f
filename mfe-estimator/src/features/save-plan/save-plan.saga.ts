import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { ESTIMATOR_PLAN_ID_KEY, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { finishLevelChanged } from '../../estimate-answers/estimator-answers.slice';
import { multiprojectFinishLevelChanged } from '../../estimate-answers/multiproject-answers.slice';
import { saveCombinedRequest, savePlanRequest } from './save-plan.api';
import { saveCombinedRequested, savePlanFailed, savePlanRequested, savePlanReset, savePlanSucceeded } from './save-plan.slice';

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

/** Saves the estimate as a plan; a new finish level makes it a different, unsaved estimate. */
export function* savePlanSaga() {
  yield takeLatest(savePlanRequested.type, save);
  yield takeLatest(saveCombinedRequested.type, saveCombined);
  yield takeLatest([finishLevelChanged.type, multiprojectFinishLevelChanged.type], function* reset() {
    yield put(savePlanReset());
  });
}
