import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSaga, sessionMirrorSlice } from '@homeworth/shared-lib/remote';
import { homeReportSaga } from '../features/home-report/home-report.saga';
import { homeReportSlice } from '../features/home-report/home-report.slice';
import { homeEquitySaga } from '../features/home-equity/home-equity.saga';
import { homeEquitySlice } from '../features/home-equity/home-equity.slice';
import { reportUnlockSaga } from '../features/report-unlock/report-unlock.saga';
import { reportUnlockSlice } from '../features/report-unlock/report-unlock.slice';
import { ownerClaimSaga } from '../features/owner-claim/owner-claim.saga';
import { ownerClaimSlice } from '../features/owner-claim/owner-claim.slice';
import { ownerFactsSaga } from '../features/update-your-home/owner-facts.saga';
import { ownerFactsSlice } from '../features/update-your-home/owner-facts.slice';
import { reportHistorySaga } from '../features/report-history/report-history.saga';
import { reportHistorySlice } from '../features/report-history/report-history.slice';
import { guessSaga } from '../features/guess-the-sale-price/guess.saga';
import { guessSlice } from '../features/guess-the-sale-price/guess.slice';
import { userHomesSaga } from '../features/user-homes/user-homes.saga';
import { userHomesSlice } from '../features/user-homes/user-homes.slice';
import { maintenanceTasksSaga } from '../features/maintenance-tasks/maintenance-tasks.saga';
import { maintenanceTasksSlice } from '../features/maintenance-tasks/maintenance-tasks.slice';
import { yourAgentSaga } from '../features/your-agent/your-agent.saga';
import { yourAgentSlice } from '../features/your-agent/your-agent.slice';

export const rootReducer = combineReducers({
  session: sessionMirrorSlice.reducer,
  homeReport: homeReportSlice.reducer,
  userHomes: userHomesSlice.reducer,
  ownerClaim: ownerClaimSlice.reducer,
  ownerFacts: ownerFactsSlice.reducer,
  maintenanceTasks: maintenanceTasksSlice.reducer,
  reportUnlock: reportUnlockSlice.reducer,
  homeEquity: homeEquitySlice.reducer,
  reportHistory: reportHistorySlice.reducer,
  guess: guessSlice.reducer,
  yourAgent: yourAgentSlice.reducer,
});

/** State of the property report's store. */
export type PropertyReportState = ReturnType<typeof rootReducer>;

export const rootSagas = [sessionMirrorSaga, homeReportSaga, userHomesSaga, ownerClaimSaga, ownerFactsSaga, maintenanceTasksSaga, reportUnlockSaga, reportHistorySaga, homeEquitySaga, guessSaga, yourAgentSaga];
