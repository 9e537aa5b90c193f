import { useParams } from 'react-router-dom';
import { useReport } from './use-report';
import { ReportStatus } from './report-status.component';
import { ReportPage, ReportView } from './report-view.component';

/** `/properties/{id}`: the home report of a property. */
export function PropertyReportPage() {
  const { id } = useParams();
  const kukunId = Number(id);
  const valid = Number.isInteger(kukunId) && kukunId > 0;
  const state = useReport(valid ? { kind: 'property', kukunId } : null);
  if (!valid) return <ReportPage><ReportStatus state={{ ...state, status: 'not-found' }} /></ReportPage>;
  return (
    <ReportPage>
      {state.status === 'ready' && state.report && state.report.kukunId === kukunId ? <ReportView report={state.report} /> : <ReportStatus state={state.status === 'ready' ? { ...state, status: 'loading' } : state} />}
    </ReportPage>
  );
}

/** `/sample-dashboard`: the report of the sample home, for visitors. */
export function SampleDashboardPage() {
  const state = useReport({ kind: 'sample' });
  return <ReportPage>{state.status === 'ready' && state.report ? <ReportView report={state.report} /> : <ReportStatus state={state} />}</ReportPage>;
}
