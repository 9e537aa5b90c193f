import { call, put, select, takeLatest, takeEvery } from 'redux-saga/effects';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import {
  addCustomTask,
  changeTask,
  fetchMonth,
  fetchPlanOverview,
  type Occurrence,
  type PlanOverview,
  type PlanTask,
  type TaskChange,
} from '../../shared/plan/maintenance-plan.api';
import {
  customTaskRequested,
  monthLoaded,
  monthOpened,
  planFailed,
  planLoaded,
  planOpened,
  taskChanged,
  taskChangeRequested,
  type MaintenancePlanState,
} from './maintenance-plan.slice';
import { formatLongDay } from '../../shared/plan/plan-dates';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);
const planOf = (state: { maintenancePlan: MaintenancePlanState }) => state.maintenancePlan;
const nextDueText = (task: PlanTask | null) => (task?.nextDue ? ` Next due ${formatLongDay(task.nextDue)}.` : '');

/** What a change did, in words, from the task as the API answers it. */
export function changeNotice(change: TaskChange, task: PlanTask | null): string {
  switch (change.kind) {
    case 'complete':
      return `Marked done.${nextDueText(task)}`;
    case 'snooze':
      return `Snoozed to ${formatLongDay(change.until)}.`;
    case 'skip':
      return `Skipped this time.${nextDueText(task)}`;
    case 'enabled':
      return change.enabled ? `Turned on again.${nextDueText(task)}` : 'Turned off. Find it under Turned off to turn it on again.';
    case 'recurrence':
      return `${task?.recurrenceText ?? 'Frequency changed'}.${nextDueText(task)}`;
    case 'edit':
      return `Saved “${task?.title ?? change.fields.title}”.${nextDueText(task)}`;
    case 'delete':
      return 'Your task was deleted.';
  }
}

function* loadPlanOf() {
  const { home, today }: MaintenancePlanState = yield select(planOf);
  if (!today) return;
  try {
    const overview: PlanOverview = yield call(fetchPlanOverview, home, today);
    yield put(planLoaded(overview));
  } catch (error) {
    // A selected home that is not (or no longer) this user's: the API's own choice instead.
    if (!(error instanceof ApiError && error.status === 404 && home !== null)) throw error;
    const overview: PlanOverview = yield call(fetchPlanOverview, null, today);
    yield put(planLoaded(overview));
  }
}

function* loadPlanOrFail() {
  try {
    yield call(loadPlanOf);
  } catch (error) {
    yield put(planFailed(messageOf(error)));
  }
}

function* loadMonth() {
  const { home, month }: MaintenancePlanState = yield select(planOf);
  if (!month) return;
  try {
    const occurrences: Occurrence[] = yield call(fetchMonth, home, month);
    yield put(monthLoaded({ month, occurrences }));
  } catch (error) {
    yield put(planFailed(messageOf(error)));
  }
}

/** After a change the counts, lists and month view are read again: one change moves a task between them. */
function* reload() {
  yield call(loadPlanOrFail);
  yield call(loadMonth);
}

function* sendChange(action: ReturnType<typeof taskChangeRequested>) {
  try {
    const task: PlanTask | null = yield call(changeTask, action.payload);
    yield call(reload);
    yield put(taskChanged(changeNotice(action.payload, task)));
  } catch (error) {
    yield put(planFailed(messageOf(error)));
  }
}

function* sendCustomTask(action: ReturnType<typeof customTaskRequested>) {
  try {
    const task: PlanTask = yield call(addCustomTask, action.payload);
    yield call(reload);
    yield put(taskChanged(`Added “${task.title}”.${nextDueText(task)}`));
  } catch (error) {
    yield put(planFailed(messageOf(error)));
  }
}

/** Loads a home's plan and month view; sends completions, snoozes, skips, frequency changes and own tasks. */
export function* maintenancePlanSaga() {
  yield takeLatest(planOpened.type, loadPlanOrFail);
  yield takeLatest(monthOpened.type, loadMonth);
  yield takeEvery(taskChangeRequested.type, sendChange);
  yield takeEvery(customTaskRequested.type, sendCustomTask);
}
