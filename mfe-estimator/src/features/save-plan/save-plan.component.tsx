import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal, useSession } from '@homeworth/shared-lib';
import {
  ESTIMATOR_GATE_CODES,
  ESTIMATOR_LIMITS,
  findEstimatorProject,
  type EstimateRequest,
  type MultiprojectAnswers,
  type MultiprojectEstimateRequest,
  type MultiprojectMode,
} from '@homeworth/shared-lib/domain';
import { saveCombinedRequested, saveKeyOf, savedPlanDeleteRequested, savePlanRequested, type SavePlanState } from './save-plan.slice';
import { writePendingSave } from '../../shared/pending-save/pending-save';
import { PdfDownloadButton } from '../../shared/pdf-report/pdf-download-button.component';
import { SAVE_ACTIONS, SignUpGate } from '../../ui/sign-up-gate.component';
import { SharePlanButton } from '../../shared/share-plan/share-plan.component';

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

/** What the guest's save dialog says: it is about saving, and each way in ends with the estimate saved. */
export const GUEST_SAVE_COPY = {
  one: {
    title: 'Save this estimate',
    text: 'Saving keeps this estimate in your estimates, to open, download as a PDF or share later. Saved estimates live in a free account: create one or sign in, and we save it there for you. It waits here while you sign up and verify your email, and you come back to it saved.',
  },
  several: {
    title: 'Save these estimates',
    text: 'Saving keeps each project of this estimate in your estimates, to open, download as a PDF or share later. Saved estimates live in a free account: create one or sign in, and we save them there for you. They wait here while you sign up and verify your email, and you come back to them saved.',
  },
} as const;

/** The save state of the estimate shown: a save of another estimate (another result page) does not count. */
function useSavedState(key: string): SavePlanState {
  const state = useSelector((s: { savePlan: SavePlanState }) => s.savePlan);
  return state.savedFor === key ? state : { ...state, saving: false, savedPlanId: null, error: null, errorCode: null, deletedNotice: null };
}

/** "Save this estimate": saves a plan for a signed-in user; a guest's dialog says saving needs an account and keeps the estimate until it has one. */
export function SavePlan({ request }: { request: EstimateRequest }) {
  const dispatch = useDispatch();
  const session = useSession();
  const location = useLocation();
  const { saving, savedPlanId, error, errorCode, deletedNotice } = useSavedState(saveKeyOf(request));
  const [gateOpen, setGateOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const onSave = () => {
    if (session.isLoggedIn) return dispatch(savePlanRequested(request));
    // Kept through sign-up, email verification or sign-in, and saved into the account afterwards.
    writePendingSave({ kind: 'project', request, returnPath: location.pathname });
    setGateOpen(true);
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
          <Button variant="secondary" onClick={() => setConfirmDelete(true)} loading={saving}>
            Delete saved estimate
          </Button>
        </>
      ) : (
        <>
          <Button onClick={onSave} loading={saving}>
            Save this estimate
          </Button>
          {deletedNotice ? <p role="status">{deletedNotice}</p> : null}
        </>
      )}
      <SaveError error={error} errorCode={errorCode} />
      {/* deleteProjectRp: the saved plan goes; the estimate stays on screen and can be saved again. */}
      <Modal
        open={confirmDelete && savedPlanId !== null}
        onClose={() => setConfirmDelete(false)}
        title="Delete this saved estimate?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
            <Button
              onClick={() => {
                if (savedPlanId !== null) dispatch(savedPlanDeleteRequested(savedPlanId));
                setConfirmDelete(false);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        <p>It is removed from your estimates for good, with its share link. This page keeps showing the estimate, and you can save it again.</p>
      </Modal>
      <SignUpGate open={gateOpen} onClose={() => setGateOpen(false)} title={GUEST_SAVE_COPY.one.title} actions={SAVE_ACTIONS}>
        <p>{GUEST_SAVE_COPY.one.text}</p>
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

/** "Save these estimates" on a combined result: each project becomes a plan; a guest's is saved once they have an account. */
export function SaveCombinedPlans({ request, mode, answers }: { request: MultiprojectEstimateRequest; mode: MultiprojectMode; answers: MultiprojectAnswers }) {
  const dispatch = useDispatch();
  const session = useSession();
  const location = useLocation();
  const { saving, savedPlanId, error, errorCode } = useSavedState(saveKeyOf(request));
  const [gateOpen, setGateOpen] = useState(false);

  const onSave = () => {
    if (session.isLoggedIn) return dispatch(saveCombinedRequested(request));
    writePendingSave({ kind: 'combined', mode, answers, finishLevel: request.finishLevel, returnPath: location.pathname });
    setGateOpen(true);
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
      <SignUpGate open={gateOpen} onClose={() => setGateOpen(false)} title={GUEST_SAVE_COPY.several.title} actions={SAVE_ACTIONS}>
        <p>{GUEST_SAVE_COPY.several.text}</p>
      </SignUpGate>
    </Bar>
  );
}
