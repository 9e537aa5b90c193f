import { Link } from 'react-router-dom';
import { MaintenancePage } from '../ui/maintenance-ui';

/** Any path of this area without a page of its own: a real "not found", with ways on. */
export function MaintenanceNotFoundPage() {
  return (
    <MaintenancePage>
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address.</p>
      <p>
        <Link to="/my-maintenance/app">Open the maintenance plan</Link> · <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    </MaintenancePage>
  );
}
