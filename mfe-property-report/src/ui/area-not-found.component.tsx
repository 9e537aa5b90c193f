import { Link } from 'react-router-dom';
import { ReportPage } from './report-page.component';

/** Any path of this area without a page of its own: a real "not found", with ways on. */
export function AreaNotFoundPage() {
  return (
    <ReportPage>
      <h1>Page not found</h1>
      <p>There is no page at this address. Look up a home instead.</p>
      <p>
        <Link to="/properties">Find a home</Link> · <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    </ReportPage>
  );
}
