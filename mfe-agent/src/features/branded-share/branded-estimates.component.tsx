import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { Notice, Panel } from '../../ui/panels';
import { brandedEstimateRequested, savedEstimatesRequested } from './branded-share.slice';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .links {
    flex-basis: 100%;
    overflow-wrap: anywhere;
  }
`;

/**
 * A Pro agent's saved estimates, each shared under the agent's card: the read-only result page
 * (it shows the card) and the branded PDF.
 */
export function BrandedEstimates() {
  const dispatch = useDispatch();
  const { estimates, estimateShares: shares, estimateBusy: busy, estimatesError: error } = useSelector((s: AgentState) => s.brandedShare);

  useEffect(() => {
    dispatch(savedEstimatesRequested());
  }, [dispatch]);

  return (
    <Panel aria-labelledby="branded-estimates-title">
      <h2 id="branded-estimates-title">Share a branded estimate</h2>
      {estimates === null && !error ? <p aria-busy="true">Loading your saved estimates…</p> : null}
      {estimates?.length === 0 ? (
        <p>
          You have no saved estimates yet. <Link to="/home-renovation-costs">Estimate a project</Link> and save it, then share it here.
        </p>
      ) : null}
      {estimates && estimates.length > 0 ? (
        <List>
          {estimates.map((e) => (
            <li key={e.userPropertyPlanId}>
              <span>
                {e.projectNameToDisplay}: {formatDollars(e.userPropertyProject.totalEstimatedProjectCost)}
              </span>
              <Button type="button" variant="secondary" loading={busy === e.userPropertyPlanId} onClick={() => dispatch(brandedEstimateRequested(e.userPropertyPlanId))}>
                Make the branded estimate
              </Button>
              {shares[e.userPropertyPlanId] ? (
                <p className="links" role="status">
                  <a href={shares[e.userPropertyPlanId]!.url} target="_blank" rel="noopener">
                    Open the shared estimate (new tab)
                  </a>{' '}
                  ·{' '}
                  <a href={shares[e.userPropertyPlanId]!.pdfUrl} target="_blank" rel="noopener">
                    Download the branded estimate PDF (new tab)
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </List>
      ) : null}
      {error ? (
        <Notice role="alert" $error>
          {error}
        </Notice>
      ) : null}
    </Panel>
  );
}
