// The mfe-estimator area, as its ./spa module assembles it.
export { rootReducer, rootSagas } from '../../../../mfe-estimator/src/app/root';
export { AppRoutes } from '../../../../mfe-estimator/src/app/app-routes.component';
