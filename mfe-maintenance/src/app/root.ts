import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSaga, sessionMirrorSlice } from '@homeworth/shared-lib/remote';
import { maintenancePlanSlice } from '../features/maintenance-plan/maintenance-plan.slice';
import { maintenancePlanSaga } from '../features/maintenance-plan/maintenance-plan.saga';
import { replacementBudgetSlice } from '../features/replacement-budget/replacement-budget.slice';
import { replacementBudgetSaga } from '../features/replacement-budget/replacement-budget.saga';
import { calendarFeedSlice } from '../features/reminders/calendar-feed.slice';
import { calendarFeedSaga } from '../features/reminders/calendar-feed.saga';
import { homeChoiceSlice } from '../features/home-choice/home-choice.slice';
import { homeChoiceSaga } from '../features/home-choice/home-choice.saga';
import { printablePlanSlice } from '../features/printable-plan/printable-plan.slice';
import { printablePlanSaga } from '../features/printable-plan/printable-plan.saga';

export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
  maintenancePlan: maintenancePlanSlice.reducer,
  replacementBudget: replacementBudgetSlice.reducer,
  calendarFeed: calendarFeedSlice.reducer,
  homeChoice: homeChoiceSlice.reducer,
  printablePlan: printablePlanSlice.reducer,
});

/** State of the maintenance area's store. */
export type MaintenanceState = ReturnType<typeof rootReducer>;

export const rootSagas = [sessionMirrorSaga, maintenancePlanSaga, replacementBudgetSaga, calendarFeedSaga, homeChoiceSaga, printablePlanSaga];
