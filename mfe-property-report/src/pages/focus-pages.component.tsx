// Pages composing home-report's facts with report-unlock's gates and modals: they sit above both features.
import { useNavigate } from 'react-router-dom';
import { AddressSearch } from '../shared/address-search.component';
import { ReportStatus } from '../ui/report-status.component';
import { ReportPage, ReportPageHead, SampleDataBanner } from '../ui/report-page.component';
import { useSelectedKukunId } from '../shared/selected-home';
import { useReport } from '../shared/use-report';
import { ValuationFactsBlock } from '../features/home-report/valuation-facts.component';
import { GATED_BLOCKS, Gated, type GatedBlock } from './gated-blocks.component';
import { UnlockModals } from '../features/report-unlock/unlock-modals.component';

const { forecast: ForecastBlock, condition: ConditionBlock, permits: PermitsBlock, comparables: ComparablesBlock, salesAndHistory: SalesAndHistoryBlocks } = GATED_BLOCKS;
/** The facts behind the value: every tier sees them. */
const ValuationFacts: GatedBlock = { Block: ValuationFactsBlock, sections: [], locked: [] };

/** A page showing some sections of the selected home's report, or an address search when none is selected. */
function FocusPage({ title, intro, sections }: { title: string; intro: string; sections: GatedBlock[] }) {
  const kukunId = useSelectedKukunId();
  const navigate = useNavigate();
  const state = useReport(kukunId ? { kind: 'property', kukunId } : null);
  if (!kukunId) {
    return (
      <ReportPage>
        <ReportPageHead>
          <h1>{title}</h1>
          <p>{intro} Search for an address to begin.</p>
        </ReportPageHead>
        <AddressSearch onFound={(f) => navigate(`${window.location.pathname}?id=${f.kukunId}`)} buttonText="Show" />
      </ReportPage>
    );
  }
  const report = state.status === 'ready' && state.report?.kukunId === kukunId ? state.report : null;
  return (
    <ReportPage>
      <ReportPageHead>
        <h1>{title}</h1>
        <p>
          {report ? `${report.summary.address}, ${report.summary.city}, ${report.summary.state} ${report.summary.zipCode}. ` : ''}
          {intro}
        </p>
      </ReportPageHead>
      {report ? (
        <>
          {report.dataSource.isSample ? <SampleDataBanner /> : null}
          {sections.map((block, i) => (
            <Gated key={i} block={block} report={report} />
          ))}
          <UnlockModals kukunId={report.kukunId} />
        </>
      ) : (
        <ReportStatus state={state.status === 'ready' ? { ...state, status: 'loading' } : state} />
      )}
    </ReportPage>
  );
}

/** `/current-home-condition` (and `/property-condition`). */
export const CurrentHomeConditionPage = () => (
  <FocusPage title="Current home condition" intro="How old each part of the home is against its expected useful life." sections={[ConditionBlock]} />
);
/** `/history-of-construction-permits`. */
export const PermitHistoryPage = () => <FocusPage title="History of construction permits" intro="Building permits filed for this home." sections={[PermitsBlock]} />;
/** `/comparable-home-values` (and `/comparable-home-values/user-property`). */
export const ComparableHomeValuesPage = () => (
  <FocusPage title="Comparable home values" intro="This home's value next to similar homes nearby." sections={[ForecastBlock, ComparablesBlock, SalesAndHistoryBlocks]} />
);
/** `/home-value`: the selected home's value, 5-year forecast, sales and value history. */
export const HomeValuePage = () => (
  <FocusPage title="Home value" intro="Today's estimated value and where it is heading over the next 5 years." sections={[ValuationFacts, ForecastBlock, SalesAndHistoryBlocks]} />
);
