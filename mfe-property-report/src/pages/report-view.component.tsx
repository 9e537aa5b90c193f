// The whole report composes home-report's blocks with report-unlock's gates and modals: it sits in
// pages, above both features, so report-unlock may read home-report without a cycle.
import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { onboardingStep } from '../shared/onboarding-step';
import styled from 'styled-components';
import { subscribePaymentCompleted, useSession } from '@homeworth/shared-lib';
import { AddressesLeft } from '@homeworth/shared-lib/tier-offer';
import type { PropertyReportState } from '../app/root-reducer';
import { reportRequested } from '../shared/home-report.slice';
import { reportPdfUrl, type HomeReport, type ReportAnswer } from '../shared/home-report.api';
import { REPORT_BLOCKS, scrollToBlock } from '../features/home-report/scroll-to-block';
import { SampleDataBanner } from '../ui/report-page.component';
import { HeroBlock } from '../features/home-report/value-sections.component';
import { marketValuationOf } from '../features/home-report/market-valuation';
import { HomeEquityBlock } from '../features/home-equity/home-equity.component';
import { GATED_BLOCKS, Gated } from './gated-blocks.component';
import { PreviewNote } from '../features/report-unlock/preview-note.component';
import { ReportToolButtons, UnlockModals } from '../features/report-unlock/unlock-modals.component';

// Only homes of a loaded market have a model value: its block loads with them.
const MarketValueBlock = lazy(() => import('../features/home-report/market-value.component').then((m) => ({ default: m.MarketValueBlock })));

const Counter = styled(AddressesLeft)`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.secondary};
`;

/** A purchase finished in the shell (a bundle paid for this home unlocks it): the report is asked again, no reload. */
function useReportAfterPayment(kukunId: number) {
  const dispatch = useDispatch();
  const target = useSelector((s: PropertyReportState) => s.homeReport.target);
  useEffect(() => subscribePaymentCompleted(() => dispatch(reportRequested(target ?? { kind: 'property', kukunId }))), [dispatch, target, kukunId]);
}

const BlockNav = styled.nav`
  /* Right under the shell's sticky header, whose height the shell keeps in --hw-header-height. */
  position: sticky;
  top: var(--hw-header-height, 64px);
  z-index: 5;
  margin: 0 0 16px;
  padding: 8px 0;
  background: ${({ theme }) => theme.colors.background};
  ul {
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  button {
    font: inherit;
    font-size: 0.9rem;
    white-space: nowrap;
    cursor: pointer;
    min-height: 36px;
    padding: 6px 12px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.secondary};
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The whole home report: block navigation and every section of the spec, each as the caller's tier allows. */
export function ReportView({ report }: { report: ReportAnswer }) {
  const b = GATED_BLOCKS;
  // A recorded home in a loaded market carries its market model's 80% range; every other home has none.
  const marketValue = marketValuationOf(report);
  const { isLoggedIn } = useSession();
  useReportAfterPayment(report.kukunId);
  return (
    <>
      <BlockNav aria-label="Report sections">
        <ul>
          {REPORT_BLOCKS.map((block) => (
            <li key={block.id}>
              <button
                type="button"
                onClick={() => {
                  onboardingStep('browsing', block.id);
                  scrollToBlock(block.id);
                }}
              >
                {block.title}
              </button>
            </li>
          ))}
        </ul>
      </BlockNav>
      {report.dataSource.isSample ? <SampleDataBanner /> : null}
      <PreviewNote access={report.access} />
      <Counter signedIn={isLoggedIn} />
      <ReportToolButtons pdfUrl={report.access.level === 'full' ? reportPdfUrl(report.kukunId) : undefined} />
      {/* The hero reads only the summary's facts, which every tier gets. */}
      <HeroBlock report={report as unknown as HomeReport} />
      {marketValue ? (
        <Suspense fallback={null}>
          <MarketValueBlock valuation={marketValue} />
        </Suspense>
      ) : null}
      {report.access.userPropertyId !== null ? <HomeEquityBlock userPropertyId={report.access.userPropertyId} /> : null}
      <Gated block={b.forecast} report={report} />
      <Gated block={b.condition} report={report} />
      <Gated block={b.permits} report={report} />
      <Gated block={b.comparables} report={report} />
      <Gated block={b.salesAndHistory} report={report} />
      <Gated block={b.neighborhood} report={report} />
      <Gated block={b.recommendedProjects} report={report} />
      <Gated block={b.maintenanceAndLoans} report={report} />
      <UnlockModals kukunId={report.kukunId} />
    </>
  );
}
