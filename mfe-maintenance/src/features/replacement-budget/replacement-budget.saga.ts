import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { fetchReplacementBudget, type ReplacementBudget } from './replacement-budget.api';
import type { ReportAccessLevel } from '@homeworth/shared-lib/domain';
import { budgetFailed, budgetLoaded, budgetLocked, budgetOpened } from './replacement-budget.slice';

function* loadBudget(action: ReturnType<typeof budgetOpened>) {
  try {
    const budget: ReplacementBudget = yield call(fetchReplacementBudget, action.payload);
    yield put(budgetLoaded(budget));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'REPORT_LOCKED') {
      const args = (error.errors[0]?.args ?? {}) as { requires?: ReportAccessLevel; userPropertyId?: number | null };
      yield put(budgetLocked({ requires: args.requires ?? 'full', userPropertyId: args.userPropertyId ?? null }));
      return;
    }
    yield put(budgetFailed(error instanceof ApiError ? error.message : MESSAGES.genericError));
  }
}

/** Loads the replacement budget of the home on the page. */
export function* replacementBudgetSaga() {
  yield takeLatest(budgetOpened.type, loadBudget);
}
