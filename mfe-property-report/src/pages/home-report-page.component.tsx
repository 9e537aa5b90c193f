// A page that composes several features (the report, the owner claim): pages sit above the features,
// so no feature imports another one back.
import { useEffect } from 'react';
import { onboardingStep } from '../shared/onboarding-step';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ClaimAction } from '../features/owner-claim/claim-action.component';
import { rememberViewed } from '../shared/recently-viewed';
import { useReport } from '../shared/use-report';
import { ReportStatus } from '../ui/report-status.component';
import { ReportPage } from '../ui/report-page.component';
import { ReportView } from './report-view.component';

const ClaimBar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 12px;
  min-height: 44px;
`;

const OwnReport = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  padding: 16px 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
  }
  && a.cta {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    white-space: nowrap;
  }
`;

/** `/properties/{id}`: the home report of a property, with its claim state. */
export function PropertyReportPage() {
  const { id } = useParams();
  const kukunId = Number(id);
  const valid = Number.isInteger(kukunId) && kukunId > 0;
  const state = useReport(valid ? { kind: 'property', kukunId } : null);
  const report = state.status === 'ready' && state.report?.kukunId === kukunId ? state.report : null;
  useEffect(() => {
    if (report) onboardingStep('entry', 'home-report');
  }, [report?.kukunId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per home opened
  useEffect(() => {
    if (report) rememberViewed({ kukunId, address: report.summary.address, city: report.summary.city, state: report.summary.state, zipCode: report.summary.zipCode });
  }, [report, kukunId]);
  if (!valid)
    return (
      <ReportPage>
        <ReportStatus state={{ ...state, status: 'not-found' }} />
      </ReportPage>
    );
  return (
    <ReportPage>
      {report ? (
        <>
          <ClaimBar>
            <ClaimAction kukunId={kukunId} />
          </ClaimBar>
          <ReportView report={report} />
        </>
      ) : (
        <ReportStatus state={state.status === 'ready' ? { ...state, status: 'loading' } : state} />
      )}
    </ReportPage>
  );
}

/** `/sample-dashboard`: the report of the sample home, for visitors. */
export function SampleDashboardPage() {
  const state = useReport({ kind: 'sample' });
  return (
    <ReportPage>
      <OwnReport aria-label="Your own report">
        <p>
          <strong>This is a sample home.</strong> See the same report for yours: its value, condition and costs.
        </p>
        <Link className="cta" to="/dashboard">
          Get your own report
        </Link>
      </OwnReport>
      {state.status === 'ready' && state.report ? <ReportView report={state.report} /> : <ReportStatus state={state} />}
    </ReportPage>
  );
}
