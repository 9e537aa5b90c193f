import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, selectHome, useSession, type UserPropertyEntry } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    flex-wrap: wrap;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function tierOf(home: UserPropertyEntry & { isPaidAddress?: boolean; isSavedAddress?: boolean }): string {
  if (home.isPaidAddress) return 'Paid';
  if (home.isSavedAddress) return 'Saved';
  return 'Free';
}

/** The user's homes; one of them is my_home (the home the other pages show). */
export function HomesSection() {
  const homes = useSelector((s: AccountState) => s.profile.homes);
  const { myHome } = useSession();
  if (homes.length === 0) {
    return (
      <p>
        You have no homes yet. <Link to="/home-report">Look up your home</Link> to add it.
      </p>
    );
  }
  return (
    <List>
      {homes.map((home) => {
        const p = home.property;
        const selected = myHome?.propertyId === p.propertyId;
        return (
          <li key={home.userPropertyId}>
            <span>
              {p.address}
              {p.unitNumber ? ` ${p.unitNumber}` : ''}, {p.city}, {p.state} {p.zipCode}
              <small>
                {tierOf(home)} address{home.claimed ? ' · Claimed' : ''}
                {selected ? ' · My home' : ''}
              </small>
            </span>
            {selected ? null : (
              <Button
                variant="secondary"
                onClick={() =>
                  selectHome(
                    {
                      propertyId: p.propertyId,
                      userPropertyId: home.userPropertyId,
                      address: p.address,
                      city: p.city,
                      state: p.state,
                      zipCode: p.zipCode,
                      claimed: home.claimed,
                      ...(p.unitNumber ? { unitNumber: p.unitNumber } : {}),
                    },
                    p.kukunId ?? null,
                  )
                }
              >
                Make this my home
              </Button>
            )}
          </li>
        );
      })}
    </List>
  );
}
