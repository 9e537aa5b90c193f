import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal, useSession } from '@homeworth/shared-lib';
import { LIMIT_MODAL_TITLES, type EstimateRequest } from '@homeworth/shared-lib/domain';
import { savePlanRequested, type SavePlanState } from './save-plan.slice';
import { PdfDownloadButton } from '../pdf-report/pdf-download-button.component';

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

const ModalLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : '#fff')};
  color: ${({ $primary, theme }) => ($primary ? '#fff' : theme.colors.primary)};
`;

/** "Save this estimate": saves a plan for a signed-in user; a guest is asked to sign up first (the spec's limit-modal title). */
export function SavePlan({ request }: { request: EstimateRequest }) {
  const dispatch = useDispatch();
  const session = useSession();
  const location = useLocation();
  const { saving, savedPlanId, error } = useSelector((s: { savePlan: SavePlanState }) => s.savePlan);
  const [gateOpen, setGateOpen] = useState(false);
  const referrer = encodeURIComponent(location.pathname);

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
        </>
      ) : (
        <Button onClick={onSave} loading={saving}>
          Save this estimate
        </Button>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <Modal
        open={gateOpen}
        onClose={() => setGateOpen(false)}
        title={LIMIT_MODAL_TITLES.signUp}
        actions={
          <>
            <ModalLink to={`/login?referrer=${referrer}`}>Sign in</ModalLink>
            <ModalLink $primary to={`/signup?referrer=${referrer}`}>
              Create a free account
            </ModalLink>
          </>
        }
      >
        <p>Save this estimate, come back to it any time and compare projects. Your answers stay in this tab while you sign up.</p>
      </Modal>
    </Bar>
  );
}
