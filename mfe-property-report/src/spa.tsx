import { createRemoteSpa } from '@homeworth/shared-lib/remote';
import { AppRoutes } from './app/app-routes.component';
import { rootReducer, rootSagas } from './app/root';

/** single-spa lifecycles of the property report area. */
export const { bootstrap, mount, unmount } = createRemoteSpa({
  app: 'mfe-property-report',
  reducer: rootReducer,
  sagas: rootSagas,
  Routes: AppRoutes,
});
