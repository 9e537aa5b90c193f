// The mfe-property-report area, as its ./spa module assembles it.
export { rootReducer, rootSagas } from '../../../../mfe-property-report/src/app/root';
export { AppRoutes } from '../../../../mfe-property-report/src/app/app-routes.component';
