import { Link } from 'react-router-dom';
import type { HomeReportState } from '../shared/home-report.slice';

/** Loading, not-found and error states of a report page; null when the report is ready. */
export function ReportStatus({ state }: { state: HomeReportState }) {
  if (state.status === 'ready' && state.report) return null;
  if (state.status === 'not-found') {
    return (
      <div>
        <h1>Property not found</h1>
        <p>We could not find this property. Search for its address instead.</p>
        <Link to="/dashboard">Go to your dashboard</Link>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <h1>The report could not be loaded</h1>
        <p>{state.error}</p>
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <h1>Loading the home report…</h1>
    </div>
  );
}
