import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../../app/root';
import { useReport } from '../../shared/use-report';
import { claimStatusRequested } from './owner-claim.slice';

/** The centred card both owner-flow pages use. */
export const FlowCard = styled.div`
  max-width: 620px;
  margin: 40px auto 56px;
  padding: 32px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  ${media.below('xs')} {
    margin: 16px 12px 32px;
    padding: 20px 16px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.4rem, 4vw, 1.9rem);
    color: ${({ theme }) => theme.colors.secondary};
  }
  .place {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .step {
    margin: 0 0 8px;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.quinary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin-top: 24px;
  }
  .notice {
    margin: 16px 0 0;
    padding: 12px 16px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.background};
  }
  .notice.error {
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.error};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;

/** The report (for the address and the record) and, when signed in, the claim status of the flow's home. */
export function useOwnerFlowData(kukunId: number | null) {
  const dispatch = useDispatch();
  const session = useSelector((s: PropertyReportState) => s.session.current);
  const signedIn = session?.isLoggedIn ?? false;
  const state = useReport(kukunId ? { kind: 'property', kukunId } : null);
  const claimState = useSelector((s: PropertyReportState) => s.ownerClaim);
  useEffect(() => {
    if (kukunId && signedIn) dispatch(claimStatusRequested({ kukunId }));
  }, [dispatch, kukunId, signedIn]);
  const report = state.status === 'ready' && state.report?.kukunId === kukunId ? state.report : null;
  const claim = claimState.statusOf === kukunId ? claimState.claim : null;
  return { session, signedIn, reportState: state, report, claimState, claim };
}
