import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { reportPdfUrl, type HomeReport, type ReportAnswer } from './home-report.api';
import { GATED_BLOCKS, Gated } from '../report-unlock/gated-blocks.component';
import { PreviewNote } from '../report-unlock/preview-note.component';
import { ReportToolButtons, UnlockModals } from '../report-unlock/unlock-modals.component';
import { HomeEquityBlock } from '../home-equity/home-equity.component';
import { REPORT_BLOCKS, scrollToBlock } from './scroll-to-block';
import { SampleBadge } from '../../ui/report-ui';
import { HeroBlock } from './value-sections.component';

export const ReportPage = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 32px 24px 48px;
  ${media.below('xs')} { padding: 16px 12px 32px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
  a:focus-visible, button:focus-visible, [tabindex]:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.quinary}; outline-offset: 2px; }
`;

const BlockNav = styled.nav`
  /* Right under the shell's sticky header, whose height the shell keeps in --hw-header-height. */
  position: sticky; top: var(--hw-header-height, 64px); z-index: 5; margin: 0 0 16px; padding: 8px 0;
  background: ${({ theme }) => theme.colors.background};
  ul { display: flex; gap: 8px; margin: 0; padding: 0; list-style: none; overflow-x: auto; }
  button {
    font: inherit; font-size: 0.9rem; white-space: nowrap; cursor: pointer; min-height: 36px;
    padding: 6px 12px; border-radius: 999px; border: 1px solid ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.secondary};
  }
  button:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const SampleNote = styled.p`
  display: flex; gap: 10px; align-items: center; flex-wrap: wrap;
  margin: 0 0 16px; padding: 12px 16px; border-radius: 10px; background: ${({ theme }) => theme.colors.quinaryTint}; color: ${({ theme }) => theme.colors.text};
`;

/** "Sample data" banner: the facts come from the sample provider, not a property record. */
export function SampleDataBanner() {
  return (
    <SampleNote id="banner">
      <SampleBadge>Sample data</SampleBadge>
      Home facts, permits, sales, schools and scores on this page are generated sample data, not public records.
    </SampleNote>
  );
}

/** The whole home report: block navigation and every section of the spec, each as the caller's tier allows. */
export function ReportView({ report }: { report: ReportAnswer }) {
  const b = GATED_BLOCKS;
  return (
    <>
      <BlockNav aria-label="Report sections">
        <ul>
          {REPORT_BLOCKS.map((block) => (
            <li key={block.id}>
              <button type="button" onClick={() => scrollToBlock(block.id)}>
                {block.title}
              </button>
            </li>
          ))}
        </ul>
      </BlockNav>
      {report.dataSource.isSample ? <SampleDataBanner /> : null}
      <PreviewNote access={report.access} />
      <ReportToolButtons pdfUrl={report.access.level === 'full' ? reportPdfUrl(report.kukunId) : undefined} />
      {/* The hero reads only the summary's facts, which every tier gets. */}
      <HeroBlock report={report as unknown as HomeReport} />
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
