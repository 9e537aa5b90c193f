import { combineReducers } from '@reduxjs/toolkit';
import { sessionMirrorSlice } from '@homeworth/shared-lib/remote';
import { homeReportSlice } from '../shared/home-report.slice';
import { homeEquitySlice } from '../features/home-equity/home-equity.slice';
import { reportUnlockSlice } from '../features/report-unlock/report-unlock.slice';
import { ownerClaimSlice } from '../features/owner-claim/owner-claim.slice';
import { ownerFactsSlice } from '../features/update-your-home/owner-facts.slice';
import { reportHistorySlice } from '../features/report-history/report-history.slice';
import { guessSlice } from '../features/guess-the-sale-price/guess.slice';
import { userHomesSlice } from '../shared/user-homes.slice';
import { maintenanceTasksSlice } from '../features/home-report/maintenance-tasks.slice';
import { yourAgentSlice } from '../features/your-agent/your-agent.slice';
import { neighborhoodProjectsSlice } from '../features/neighborhood-projects/neighborhood-projects.slice';
import { cityMarketSlice } from '../features/city-market/city-market.slice';
import { marketSlice } from '../features/market/market.slice';

// The store's shape on its own, so a saga or a component can name the state type without importing
// root.ts (which imports every saga: a saga importing it was an import cycle).
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
  market: marketSlice.reducer,
  cityMarket: cityMarketSlice.reducer,
  neighborhoodProjects: neighborhoodProjectsSlice.reducer,
});

/** State of the property report's store. */
export type PropertyReportState = ReturnType<typeof rootReducer>;
