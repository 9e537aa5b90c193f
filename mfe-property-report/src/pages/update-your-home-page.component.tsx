import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import type { PropertyReportState } from '../app/root';
import { AddressSearch } from '../shared/address-search.component';
import { ReportStatus } from '../ui/report-status.component';
import { ReportPage, ReportPageHead, SampleDataBanner } from '../ui/report-page.component';
import { Block } from '../ui/report-ui';
import { useSelectedKukunId } from '../shared/selected-home';
import { useReport } from '../shared/use-report';
import { ValuationFactsBlock } from '../features/home-report/valuation-facts.component';
import { GATED_BLOCKS, Gated } from './gated-blocks.component';
import { ownerFlowPath } from '../features/owner-claim/claim-target';
import { OwnerFactsForm } from '../features/update-your-home/owner-facts-form.component';
import { ownerFactsRequested } from '../features/update-your-home/owner-facts.slice';

/**
 * `/update-your-home`: the facts behind a home's value. Its verified owner corrects them (beds, baths,
 * areas, year built, each part's install year) and sees the value and condition score follow; anyone
 * else sees the facts and how to claim the home.
 */
export function UpdateYourHomePage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const signedIn = useSelector((s: PropertyReportState) => s.session.current?.isLoggedIn ?? false);
  const homes = useSelector((s: PropertyReportState) => s.userHomes.homes);
  const selected = useSelectedKukunId();
  // The owner's own claimed home when nothing else is chosen.
  const kukunId = selected ?? homes.find((h) => h.claimed)?.property.kukunId ?? null;
  const home = homes.find((h) => h.property.kukunId === kukunId) ?? null;
  const state = useReport(kukunId ? { kind: 'property', kukunId } : null);
  const facts = useSelector((s: PropertyReportState) => s.ownerFacts);
  useEffect(() => {
    if (signedIn && home?.claimed) dispatch(ownerFactsRequested({ userPropertyId: home.userPropertyId }));
  }, [dispatch, signedIn, home?.claimed, home?.userPropertyId]);

  const report = state.status === 'ready' && state.report?.kukunId === kukunId ? state.report : null;
  const view = home && facts.view?.userPropertyId === home.userPropertyId ? facts.view : null;
  const here = `/update-your-home${kukunId ? `?id=${kukunId}` : ''}`;
  return (
    <ReportPage>
      <ReportPageHead>
        <h1>Update your home</h1>
        <p>
          {report ? `${report.summary.address}, ${report.summary.city}, ${report.summary.state} ${report.summary.zipCode}. ` : ''}
          Check the facts your home’s value is based on{signedIn ? '' : ', and sign in as its owner to correct them'}.
        </p>
      </ReportPageHead>
      {!kukunId ? (
        <Block aria-labelledby="find-title">
          <h2 id="find-title">Find your home</h2>
          <p className="lead">Search for the address to see its facts.</p>
          <AddressSearch onFound={(f) => navigate(`/update-your-home?id=${f.kukunId}`)} buttonText="Show" />
        </Block>
      ) : !report ? (
        <ReportStatus state={state.status === 'ready' ? { ...state, status: 'loading' } : state} />
      ) : (
        <>
          {report.dataSource.isSample ? <SampleDataBanner /> : null}
          {!signedIn ? (
            <Block aria-labelledby="owner-title">
              <h2 id="owner-title">Are you the owner?</h2>
              <p>
                The verified owner of this home can correct its facts. <Link to={`/login?referrer=${encodeURIComponent(here)}`}>Sign in</Link> to correct yours.
              </p>
            </Block>
          ) : !home?.claimed ? (
            <Block aria-labelledby="owner-title">
              <h2 id="owner-title">Only the verified owner can correct these facts</h2>
              <p>
                Verify that you own the home first: with a code we mail to its address, or with your deed or tax bill. Then you correct its facts here, and its report shows your
                corrections. <Link to={ownerFlowPath('are-you-the-home-owner', kukunId)}>I own this home</Link>
              </p>
            </Block>
          ) : view ? (
            <OwnerFactsForm view={view} report={report} />
          ) : facts.status === 'error' ? (
            <p role="alert">Your home’s facts could not be loaded. Please reload the page.</p>
          ) : (
            <p aria-busy="true">Loading your home’s facts…</p>
          )}
          <ValuationFactsBlock report={report} onUpdatePage verifyPath={home?.claimed ? undefined : ownerFlowPath('are-you-the-home-owner', kukunId)} />
          <Gated block={GATED_BLOCKS.condition} report={report} />
        </>
      )}
    </ReportPage>
  );
}
