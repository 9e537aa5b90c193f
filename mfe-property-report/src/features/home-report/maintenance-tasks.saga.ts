import { call, put, takeLatest } from 'redux-saga/effects';
import { getSession } from '@homeworth/shared-lib';
import { fetchUserHomes, type UserHome } from '../../shared/user-homes.api';
import { fetchUpcomingPlan, type UpcomingPlan } from './maintenance-tasks.api';
import { maintenanceTasksLoaded, maintenanceTasksRequested } from './maintenance-tasks.slice';

function* loadTasks(action: ReturnType<typeof maintenanceTasksRequested>) {
  const kukunId = action.payload;
  try {
    // The plan is the user's for one of their homes; a guest gets the sample home's plan.
    const homes: UserHome[] = getSession().isLoggedIn ? yield call(fetchUserHomes) : [];
    const mine = homes.find((h) => h.property.kukunId === kukunId);
    if (getSession().isLoggedIn && !mine) {
      yield put(maintenanceTasksLoaded({ kukunId, tasks: null }));
      return;
    }
    const plan: UpcomingPlan = yield call(fetchUpcomingPlan, mine?.userPropertyId ?? null);
    // Only a plan made for this very home is shown on its report.
    yield put(maintenanceTasksLoaded({ kukunId, tasks: plan.home.kukunId === kukunId ? plan.tasks : null }));
  } catch {
    // The report stands without the plan's tasks; the component cards and the link remain.
    yield put(maintenanceTasksLoaded({ kukunId, tasks: null }));
  }
}

/** Loads the maintenance plan's next tasks of the home on the report. */
export function* maintenanceTasksSaga() {
  yield takeLatest(maintenanceTasksRequested.type, loadTasks);
}
