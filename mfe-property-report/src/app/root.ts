import { sessionMirrorSaga } from '@homeworth/shared-lib/remote';
import { homeReportSaga } from '../shared/home-report.saga';
import { homeEquitySaga } from '../features/home-equity/home-equity.saga';
import { reportUnlockSaga } from '../features/report-unlock/report-unlock.saga';
import { ownerClaimSaga } from '../features/owner-claim/owner-claim.saga';
import { ownerFactsSaga } from '../features/update-your-home/owner-facts.saga';
import { reportHistorySaga } from '../features/report-history/report-history.saga';
import { guessSaga } from '../features/guess-the-sale-price/guess.saga';
import { userHomesSaga } from '../shared/user-homes.saga';
import { maintenanceTasksSaga } from '../features/home-report/maintenance-tasks.saga';
import { yourAgentSaga } from '../features/your-agent/your-agent.saga';
import { neighborhoodProjectsSaga } from '../features/neighborhood-projects/neighborhood-projects.saga';
import { cityMarketSaga } from '../features/city-market/city-market.saga';
import { marketSaga } from '../features/market/market.saga';

export { rootReducer, type PropertyReportState } from './root-reducer';

export const rootSagas = [
  sessionMirrorSaga,
  homeReportSaga,
  userHomesSaga,
  ownerClaimSaga,
  ownerFactsSaga,
  maintenanceTasksSaga,
  reportUnlockSaga,
  reportHistorySaga,
  homeEquitySaga,
  guessSaga,
  yourAgentSaga,
  marketSaga,
  cityMarketSaga,
  neighborhoodProjectsSaga,
];
