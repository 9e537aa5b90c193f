import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchReplacementBudget } from './replacement-budget.api';
import { budgetFailed, budgetLoaded, budgetLocked, budgetOpened } from './replacement-budget.slice';

function* loadBudget(action: ReturnType<typeof budgetOpened>) {
  try {
    const answer: Awaited<ReturnType<typeof fetchReplacementBudget>> = yield call(fetchReplacementBudget, action.payload);
    if ('locked' in answer) yield put(budgetLocked(answer.locked));
    else yield put(budgetLoaded(answer.budget));
  } catch (error) {
    yield put(budgetFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Loads the replacement budget of the home on the page. */
export function* replacementBudgetSaga() {
  yield takeLatest(budgetOpened.type, loadBudget);
}
