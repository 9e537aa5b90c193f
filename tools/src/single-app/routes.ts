import { setRemoteRoutes } from '../../../shell/src/routing/route-table';
import { ROUTES as account } from '../../../mfe-account/src/routes';
import { ROUTES as estimator } from '../../../mfe-estimator/src/routes';
import { ROUTES as propertyReport } from '../../../mfe-property-report/src/routes';
import { ROUTES as agent } from '../../../mfe-agent/src/routes';
import { ROUTES as maintenance } from '../../../mfe-maintenance/src/routes';

/** The single app knows every area's paths at build time (the federated shell reads each remote's routes.json). */
export function takeBuiltInRoutes(): void {
  setRemoteRoutes({ 'mfe-account': account, 'mfe-estimator': estimator, 'mfe-property-report': propertyReport, 'mfe-agent': agent, 'mfe-maintenance': maintenance });
}
