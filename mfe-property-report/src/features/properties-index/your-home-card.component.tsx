import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { homeActionsOffered } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root';
import type { UserHome } from '../../shared/user-homes.api';
import { upgradeRequested } from '../../shared/user-homes.slice';

/** A home's address in a link: the street line, then the muted city, state and ZIP line. */
export const addressLines = css`
  .street {
    display: block;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .place {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Card = styled.article`
  display: grid;
  gap: 10px;
  height: 100%;
  box-sizing: border-box;
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  a.home {
    text-decoration: none;
  }
  ${addressLines}
  .tier {
    justify-self: start;
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.8rem;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.secondary};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.error};
    font-size: 0.9rem;
  }
`;

/** What a tier means on the card (api/src/modules/property/README.md, Tiers). */
const TIER_TEXT = { free: 'Free', saved: 'Saved', paid: 'Paid: full report' } as const;

/** A home of the user's list on `/properties`: its report, its tier, and Upgrade to paid (one address) when offered. */
export function YourHomeCard({ home }: { home: UserHome }) {
  const dispatch = useDispatch();
  const upgrading = useSelector((s: PropertyReportState) => s.userHomes.upgrading);
  const error = useSelector((s: PropertyReportState) => (s.userHomes.upgradeError?.userPropertyId === home.userPropertyId ? s.userHomes.upgradeError.message : null));
  const offered = homeActionsOffered(home);
  const p = home.property;
  return (
    <Card aria-label={p.address}>
      <Link className="home" to={`/properties/${p.kukunId}`}>
        <span className="street">{p.address}</span>
        <span className="place">
          {p.city}, {p.state} {p.zipCode}
        </span>
      </Link>
      <span className="tier" data-testid="home-tier">
        {home.claimed ? 'Claimed: full report' : TIER_TEXT[home.tier]}
      </span>
      {offered.upgrade ? (
        <Button
          variant="secondary"
          loading={upgrading === home.userPropertyId}
          disabled={upgrading !== null}
          onClick={() => dispatch(upgradeRequested({ userPropertyId: home.userPropertyId }))}
        >
          Upgrade to paid<span className="visually-hidden">: {p.address}</span>
        </Button>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
