// The mfe-account area, as its ./spa module assembles it.
export { rootReducer, rootSagas } from '../../../../mfe-account/src/app/root';
export { AppRoutes } from '../../../../mfe-account/src/app/app-routes.component';
