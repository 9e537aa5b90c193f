import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal } from '@homeworth/shared-lib';
import { CLAIM_MESSAGES, CLAIM_QUESTION, PARCEL_DIGITS_PATTERN } from '@homeworth/shared-lib/domain';
import { ReportStatus } from '../../ui/report-status.component';
import { ReportPage } from '../../ui/report-page.component';
import { OutOfAddressModal } from '../../ui/out-of-address-modal.component';
import { ownerFlowPath, useClaimTargetId } from './claim-target';
import { claimSubmitted, flowDismissed } from './owner-claim.slice';
import { FlowCard, useOwnerFlowData } from './owner-flow-ui';

// The mailed code and the document upload load with this page only, not with the report's first chunk.
const OwnerProofs = lazy(() => import('./owner-proofs.component').then((m) => ({ default: m.OwnerProofs })));

const Form = styled.form`
  display: grid;
  gap: 18px;
  margin-top: 8px;
  label {
    font-weight: 600;
  }
  .digits {
    font: inherit;
    font-size: 1.25rem;
    letter-spacing: 0.2em;
    min-height: 48px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    max-width: 160px;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  .field {
    display: grid;
    gap: 6px;
  }
  .hint {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .check {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-weight: 400;
  }
  .check input {
    width: 22px;
    height: 22px;
    margin-top: 2px;
    flex: none;
  }
`;

/**
 * `/verify-the-owner` (modal verifyTheOwner): where the home's record is real, the owner may give the
 * last 4 digits of its parcel number (from the tax bill; the product never shows it); anywhere, a code
 * mailed to the home or a deed or tax bill an admin reviews. Refusals show the API's message.
 */
export function VerifyTheOwnerPage() {
  const kukunId = useClaimTargetId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const ids = useId();
  const { session, signedIn, reportState, report, claimState, claim } = useOwnerFlowData(kukunId);
  const [parcelLast4, setParcelLast4] = useState('');
  const [attested, setAttested] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Success: back to the report, which now shows the home as claimed.
  useEffect(() => {
    if (claimState.step === 'claimed' && claimState.claimedHome?.property.kukunId === kukunId) navigate(`/properties/${kukunId}`);
  }, [claimState.step, claimState.claimedHome, kukunId, navigate]);

  if (!kukunId) {
    return (
      <FlowCard>
        <h1>Verify the owner</h1>
        <p>Choose the home to claim first.</p>
        <Link to="/are-you-the-home-owner">Find your home</Link>
      </FlowCard>
    );
  }
  const here = ownerFlowPath('verify-the-owner', kukunId);
  if (session === null) return <FlowCard aria-busy="true" />;
  if (!signedIn) {
    return (
      <FlowCard>
        <h1>Sign in to verify the owner</h1>
        <p>Only a signed-in owner can claim a home.</p>
        <Link to={`/login?referrer=${encodeURIComponent(here)}`}>Sign in</Link>
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
  const back = <Link to={`/properties/${kukunId}`}>Back to the home report</Link>;
  const refusal =
    claim?.eligibility === 'already-claimed'
      ? CLAIM_MESSAGES.alreadyClaimed
      : claim?.eligibility === 'no-value'
        ? CLAIM_MESSAGES.noValue
        : claim?.eligibility === 'claim-limit-reached'
          ? CLAIM_MESSAGES.claimLimitReached
          : claim?.eligibility === 'claimed-by-you'
            ? 'You have already claimed this home.'
            : claim?.verificationLocked
              ? CLAIM_MESSAGES.tooManyAttempts
              : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parcelLast4.trim() === '') return setProblem(CLAIM_QUESTION.required);
    if (!PARCEL_DIGITS_PATTERN.test(parcelLast4.trim())) return setProblem(CLAIM_QUESTION.format);
    if (!attested) return setProblem('Confirm that you own this home.');
    setProblem(null);
    dispatch(claimSubmitted({ kukunId, parcelLast4: parcelLast4.trim(), consented: false }));
  };
  const consent = () => dispatch(claimSubmitted({ kukunId, parcelLast4: parcelLast4.trim(), consented: true }));
  const dismiss = () => dispatch(flowDismissed());
  const remaining = claimState.remaining ?? 0;
  const error = problem ?? claimState.error?.message ?? null;

  const parcelForm = (
    <Form onSubmit={submit} aria-label="Verify the owner" noValidate>
      <div className="field">
        <label htmlFor={`${ids}-apn`}>{CLAIM_QUESTION.label}</label>
        <p className="hint" id={`${ids}-apn-hint`}>
          {CLAIM_QUESTION.hint}
        </p>
        <input
          id={`${ids}-apn`}
          className="digits"
          aria-describedby={`${ids}-apn-hint`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={parcelLast4}
          onChange={(e) => setParcelLast4(e.target.value)}
        />
      </div>
      <label className="check">
        <input type="checkbox" checked={attested} onChange={(e) => setAttested(e.target.checked)} />
        <span>I own this home, alone or with others, and I am named on its title.</span>
      </label>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button type="submit" loading={claimState.step === 'submitting'}>
          Verify and claim
        </Button>
      </div>
    </Form>
  );

  return (
    <FlowCard>
      <p className="step">Claim your home · Step 2 of 2</p>
      <h1>Verify the owner</h1>
      <p className="place">
        {s.address}
        {s.unitNumber ? ` #${s.unitNumber}` : ''}, {s.city}, {s.state} {s.zipCode}
      </p>
      {refusal || !claim ? (
        <>
          {refusal ? (
            <p className="notice" role="status">
              {refusal}
            </p>
          ) : (
            <p aria-busy="true">Checking the home…</p>
          )}
          <div className="actions">{back}</div>
        </>
      ) : (
        <>
          <p>Prove that you own this home in one of these ways. Then you can correct its facts, and its report shows your corrections.</p>
          {report.dataSource.isSample ? null : parcelForm}
          {claim.userPropertyId ? (
            <Suspense fallback={<p aria-busy="true">Loading the ways to verify…</p>}>
              <OwnerProofs userPropertyId={claim.userPropertyId} />
            </Suspense>
          ) : (
            <p className="notice">To verify by post or with a document, first add this home to your list on its report.</p>
          )}
          <div className="actions">{back}</div>
        </>
      )}
      <Modal
        open={claimState.step === 'consent'}
        onClose={dismiss}
        title="Add this address?"
        actions={
          <>
            <Button onClick={consent}>Use 1 address</Button>
            <Button variant="secondary" onClick={dismiss}>
              Cancel
            </Button>
          </>
        }
      >
        <p>
          This home is not in your list yet. This will use 1 of your {remaining} remaining {remaining === 1 ? 'address' : 'addresses'}.
        </p>
      </Modal>
      <OutOfAddressModal open={claimState.step === 'out-of-addresses'} onClose={dismiss} referrer={here} />
    </FlowCard>
  );
}
