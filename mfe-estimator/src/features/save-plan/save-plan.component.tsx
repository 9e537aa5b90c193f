import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useSession } from '@homeworth/shared-lib';
import { ESTIMATOR_GATE_CODES, ESTIMATOR_LIMITS, findEstimatorProject, LIMIT_MODAL_TITLES, type EstimateRequest, type MultiprojectEstimateRequest } from '@homeworth/shared-lib/domain';
import { saveCombinedRequested, savePlanRequested, savePlanReset, type SavePlanState } from './save-plan.slice';
import { PdfDownloadButton } from '../pdf-report/pdf-download-button.component';
import { SignUpGate } from '../../ui/sign-up-gate.component';
import { SharePlanButton } from '../share-plan/share-plan.component';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  .saved {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
  .saved a,
  .error a {
    color: ${({ theme }) => theme.colors.primary};
  }
  .download {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  .error {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** "Save this estimate": saves a plan for a signed-in user; a guest is asked to sign up first (the spec's limit-modal title). */
export function SavePlan({ request }: { request: EstimateRequest }) {
  const dispatch = useDispatch();
  const session = useSession();
  const { saving, savedPlanId, error, errorCode } = useSelector((s: { savePlan: SavePlanState }) => s.savePlan);
  const [gateOpen, setGateOpen] = useState(false);

  const onSave = () => {
    if (!session.isLoggedIn) return setGateOpen(true);
    dispatch(savePlanRequested(request));
  };

  return (
    <Bar>
      {savedPlanId ? (
        <>
          <p className="saved" role="status">
            Saved to <Link to="/estimate-history">your estimates</Link>.
          </p>
          <PdfDownloadButton planId={savedPlanId} />
          <SharePlanButton planId={savedPlanId} projectName={findEstimatorProject(request.project)?.displayName ?? 'project'} />
        </>
      ) : (
        <Button onClick={onSave} loading={saving}>
          Save this estimate
        </Button>
      )}
      <SaveError error={error} errorCode={errorCode} />
      <SignUpGate open={gateOpen} onClose={() => setGateOpen(false)}>
        <p>Save this estimate, come back to it any time and compare projects. Your answers stay in this tab while you sign up.</p>
      </SignUpGate>
    </Bar>
  );
}

/** The API's message; past the plan limit, also the way to the pricing options (paywall pricing id 15). */
function SaveError({ error, errorCode }: { error: string | null; errorCode: string | null }) {
  const location = useLocation();
  if (!error) return null;
  return (
    <p className="error" role="alert">
      {error}
      {errorCode === ESTIMATOR_GATE_CODES.planLimit ? (
        <>
          {' '}
          <Link to={`/pricing-options?referrer=${encodeURIComponent(location.pathname)}&pricingId=${ESTIMATOR_LIMITS.paywallPricingId}`}>See pricing options</Link>
        </>
      ) : null}
    </p>
  );
}

/** "Save these estimates" on a combined result: each project becomes a plan; a guest is asked to sign up first. */
export function SaveCombinedPlans({ request }: { request: MultiprojectEstimateRequest }) {
  const dispatch = useDispatch();
  const session = useSession();
  const { saving, savedPlanId, error, errorCode } = useSelector((s: { savePlan: SavePlanState }) => s.savePlan);
  const [gateOpen, setGateOpen] = useState(false);

  // A save made on another result page does not carry over to this one.
  useEffect(() => {
    dispatch(savePlanReset());
  }, [dispatch]);

  const onSave = () => {
    if (!session.isLoggedIn) return setGateOpen(true);
    dispatch(saveCombinedRequested(request));
  };

  return (
    <Bar>
      {savedPlanId ? (
        <p className="saved" role="status">
          Each project is saved to <Link to="/estimate-history">your estimates</Link>.
        </p>
      ) : (
        <Button onClick={onSave} loading={saving}>
          Save these estimates
        </Button>
      )}
      <SaveError error={error} errorCode={errorCode} />
      <SignUpGate open={gateOpen} onClose={() => setGateOpen(false)}>
        <p>Save these estimates, come back to them any time and share them. Your answers stay in this tab while you sign up.</p>
      </SignUpGate>
    </Bar>
  );
}
