import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PropertyReportState } from '../../app/root';
import { ownerFlowPath } from './claim-target';
import { claimStatusRequested } from './owner-claim.slice';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  .claim-link {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 18px;
    border-radius: ${({ theme }) => theme.radius};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  .claim-link:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  .claim-link:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  .claimed {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 14px;
    border-radius: 999px;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.successTint};
    color: ${({ theme }) => theme.colors.success};
  }
  .taken {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The report's claim control: "I own this home" starts the owner flow (are-you-the-home-owner,
 * then verify-the-owner); a claimed home shows "Claimed" instead.
 */
export function ClaimAction({ kukunId }: { kukunId: number }) {
  const dispatch = useDispatch();
  const signedIn = useSelector((s: PropertyReportState) => s.session.current?.isLoggedIn ?? false);
  const { claim, statusOf } = useSelector((s: PropertyReportState) => s.ownerClaim);
  useEffect(() => {
    if (signedIn) dispatch(claimStatusRequested({ kukunId }));
  }, [dispatch, signedIn, kukunId]);

  const status = signedIn && statusOf === kukunId ? claim : null;
  if (signedIn && !status) return <Wrap aria-busy="true" />;
  if (status?.eligibility === 'claimed-by-you') {
    return (
      <Wrap>
        <span className="claimed" data-testid="claimed-badge">
          <span aria-hidden="true">✓</span> Claimed: you own this home
        </span>
        <Link to={`/update-your-home?id=${kukunId}`}>Correct its facts</Link>
      </Wrap>
    );
  }
  if (status?.eligibility === 'already-claimed') {
    return (
      <Wrap>
        <span className="taken" data-testid="claimed-by-owner">
          Claimed by its owner
        </span>
      </Wrap>
    );
  }
  if (status?.eligibility === 'no-value') return null;
  return (
    <Wrap>
      <Link className="claim-link" to={ownerFlowPath('are-you-the-home-owner', kukunId)}>
        I own this home
      </Link>
    </Wrap>
  );
}
