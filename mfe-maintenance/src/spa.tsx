import { createRemoteSpa } from '@homeworth/shared-lib/remote';
import { AppRoutes } from './app/app-routes.component';
import { rootReducer, rootSagas } from './app/root';

/** single-spa lifecycles of the maintenance area. */
export const { bootstrap, mount, unmount } = createRemoteSpa({
  app: 'mfe-maintenance',
  reducer: rootReducer,
  sagas: rootSagas,
  Routes: AppRoutes,
});
