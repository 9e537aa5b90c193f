import { createRemoteSpa } from '@homeworth/shared-lib/remote';
import { AppRoutes } from './app/app-routes.component';
import { rootReducer, rootSagas } from './app/root';

/** single-spa lifecycles of the estimator area. */
export const { bootstrap, mount, unmount } = createRemoteSpa({
  app: 'mfe-estimator',
  reducer: rootReducer,
  sagas: rootSagas,
  Routes: AppRoutes,
});
