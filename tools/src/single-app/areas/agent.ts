// The mfe-agent area, as its ./spa module assembles it.
export { rootReducer, rootSagas } from '../../../../mfe-agent/src/app/root';
export { AppRoutes } from '../../../../mfe-agent/src/app/app-routes.component';
