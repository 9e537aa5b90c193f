// The mfe-maintenance area, as its ./spa module assembles it.
export { rootReducer, rootSagas } from '../../../../mfe-maintenance/src/app/root';
export { AppRoutes } from '../../../../mfe-maintenance/src/app/app-routes.component';
