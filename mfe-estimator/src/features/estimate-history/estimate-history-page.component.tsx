import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media, Modal, useSession, Page as SharedPage } from '@homeworth/shared-lib';
import { displayDate, ESTIMATOR_PLAN_ID_KEY, formatDollars, type EstimatorPlan } from '@homeworth/shared-lib/domain';
import { estimateLoaded } from '../../estimate-answers/estimator-answers.slice';
import { PdfDownloadButton } from '../../shared/pdf-report/pdf-download-button.component';
import { SharePlanButton } from '../../shared/share-plan/share-plan.component';
import { historyRequested, planDeleteRequested, type EstimateHistoryState } from './estimate-history.slice';

/** The shared page frame, with this page's own rules. */
const Page = styled(SharedPage).attrs({ $width: 'medium' })`
  .lead {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 12px 24px;
    align-items: center;
    padding: 20px 24px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 14px;
    box-shadow: ${({ theme }) => theme.shadow};
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }
  .download {
    font-weight: 700;
  }
  ${media.below('xs')} {
    li {
      grid-template-columns: 1fr;
      padding: 16px;
    }
  }
`;

/** `/estimate-history`: the signed-in user's saved estimates, to open or delete. */
export function EstimateHistoryPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const { loading, plans, error } = useSelector((s: { estimateHistory: EstimateHistoryState }) => s.estimateHistory);
  const [toDelete, setToDelete] = useState<EstimatorPlan | null>(null);

  useEffect(() => {
    if (session.isLoggedIn) dispatch(historyRequested());
  }, [dispatch, session.isLoggedIn]);

  const open = (plan: EstimatorPlan) => {
    const project = plan.projectNameAsKey[0]!;
    dispatch(estimateLoaded({ project, saved: { answers: plan.answers, finishLevel: plan.finishLevel } }));
    sessionStorage.setItem(ESTIMATOR_PLAN_ID_KEY, String(plan.userPropertyPlanId));
    navigate(`/${project}/estimator-result`);
  };

  if (!session.isLoggedIn) {
    return (
      <Page>
        <h1>Your saved estimates</h1>
        <p className="lead">
          <Link to="/login?referrer=%2Festimate-history">Sign in</Link> to see the estimates you saved.
        </p>
      </Page>
    );
  }

  return (
    <Page aria-busy={loading}>
      <h1>Your saved estimates</h1>
      <p className="lead">Open an estimate to see its breakdown again or change its finish level.</p>
      {error ? <p role="alert">{error}</p> : null}
      {plans === null ? <p role="status">Loading your estimates…</p> : null}
      {plans?.length === 0 ? (
        <p>
          No saved estimates yet. <Link to="/home-renovation-costs">Start an estimate</Link>
        </p>
      ) : null}
      {plans && plans.length > 0 ? (
        <List>
          {plans.map((plan) => (
            <li key={plan.userPropertyPlanId}>
              <div>
                <h2>{plan.projectNameToDisplay}</h2>
                <p>
                  {formatDollars(plan.userPropertyProject.totalEstimatedProjectCost)} · {plan.finishLevel} finish · saved {displayDate(plan.createdAt)}
                </p>
              </div>
              <div className="actions">
                <Button variant="secondary" onClick={() => open(plan)} aria-label={`Open ${plan.projectNameToDisplay} estimate`}>
                  Open
                </Button>
                <PdfDownloadButton planId={plan.userPropertyPlanId} label="PDF" accessibleName={`Download ${plan.projectNameToDisplay} estimate as PDF`} />
                <SharePlanButton planId={plan.userPropertyPlanId} projectName={plan.projectNameToDisplay} />
                <Button variant="link" onClick={() => setToDelete(plan)} aria-label={`Delete ${plan.projectNameToDisplay} estimate`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </List>
      ) : null}
      <Modal
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this estimate?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              Keep it
            </Button>
            <Button
              onClick={() => {
                dispatch(planDeleteRequested(toDelete!.userPropertyPlanId));
                setToDelete(null);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        <p>{toDelete ? `Your ${toDelete.projectNameToDisplay} estimate will be removed for good.` : null}</p>
      </Modal>
    </Page>
  );
}
