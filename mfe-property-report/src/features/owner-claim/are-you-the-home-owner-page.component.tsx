import { onboardingStep } from '../../shared/onboarding-step';
import { useNavigate } from 'react-router-dom';
import { Button, recordAnalyticsEvent, writeCookie } from '@homeworth/shared-lib';
import { CLAIM_MESSAGES, ONBOARDING_FLOW_COOKIE, OWNER_CLAIM_ONBOARDING_FLOW } from '@homeworth/shared-lib/domain';
import { AddressSearch } from '../../shared/address-search.component';
import { ReportStatus } from '../../ui/report-status.component';
import { ReportPage } from '../../ui/report-page.component';
import { ownerFlowPath, useClaimTargetId } from './claim-target';
import { FlowCard, useOwnerFlowData } from './owner-flow-ui';

/** `/are-you-the-home-owner` (modal areYouTheHomeOwner): Yes goes on to verify-the-owner (after sign-in), No back to the report. */
export function AreYouTheHomeOwnerPage() {
  const kukunId = useClaimTargetId();
  const navigate = useNavigate();
  const { session, signedIn, reportState, report, claim } = useOwnerFlowData(kukunId);

  if (!kukunId) {
    return (
      <FlowCard>
        <h1>Are you a home owner?</h1>
        <p className="place">Find your home to claim it as its owner.</p>
        <AddressSearch buttonText="Continue" onFound={(f) => navigate(ownerFlowPath('are-you-the-home-owner', f.kukunId))} />
      </FlowCard>
    );
  }
  if (!report)
    return (
      <ReportPage>
        <ReportStatus state={reportState.status === 'ready' ? { ...reportState, status: 'loading' } : reportState} />
      </ReportPage>
    );

  const s = report.summary;
  const address = `${s.address}${s.unitNumber ? ` #${s.unitNumber}` : ''}`;
  const here = ownerFlowPath('are-you-the-home-owner', kukunId);
  const onYes = () => {
    writeCookie(ONBOARDING_FLOW_COOKIE, OWNER_CLAIM_ONBOARDING_FLOW, 1);
    void recordAnalyticsEvent({ category: 'onboarding', step: 'ownership', detail: 'yes' });
    onboardingStep('starts', 'claim');
    if (!signedIn) navigate(`/login?referrer=${encodeURIComponent(here)}`);
    else navigate(ownerFlowPath('verify-the-owner', kukunId));
  };
  const taken = claim?.eligibility === 'already-claimed';
  const yours = claim?.eligibility === 'claimed-by-you';

  return (
    <FlowCard>
      <p className="step">Claim your home · Step 1 of 2</p>
      <h1>Are you the owner of {address}?</h1>
      <p className="place">
        {s.city}, {s.state} {s.zipCode}
      </p>
      <p>Owners who claim their home keep its value, condition score and maintenance plan up to date on their dashboard.</p>
      {taken ? (
        <p className="notice" role="status">
          {CLAIM_MESSAGES.alreadyClaimed}
        </p>
      ) : null}
      {yours ? (
        <p className="notice" role="status">
          You have already claimed this home.
        </p>
      ) : null}
      <div className="actions">
        {taken || yours ? (
          <Button onClick={() => navigate(`/properties/${kukunId}`)}>Back to the home report</Button>
        ) : (
          <>
            <Button onClick={onYes} disabled={session === null}>
              Yes, I own it
            </Button>
            <Button variant="secondary" onClick={() => navigate(`/properties/${kukunId}`)}>
              No, back to the report
            </Button>
          </>
        )}
      </div>
      {!signedIn && session !== null ? <p className="notice">You will be asked to sign in first, then you come back here.</p> : null}
    </FlowCard>
  );
}
