import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type UserPropertyEntry } from '@homeworth/shared-lib';
import { homeAddressLine } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { HomeBadges } from '../../ui/home-badges.component';
import { chooseMyHome, isMyHome } from '../../shared/my-home';
import { useMyHome } from '../../shared/use-my-home';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    flex-wrap: wrap;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Manage = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryHover};
`;

/** The user's homes; one of them is my_home (the home the other pages show). The full controls are on /user/home-preferences. */
export function HomesSection() {
  const homes = useSelector((s: AccountState) => s.profile.homes) as (UserPropertyEntry & { isSavedAddress?: boolean; isPaidAddress?: boolean })[];
  const myHome = useMyHome();
  const manage = <Manage to="/user/home-preferences">Manage homes &amp; preferences</Manage>;
  if (homes.length === 0) {
    return (
      <>
        <p>
          You have no homes yet. <Link to="/home-report">Look up your home</Link> to add it.
        </p>
        {manage}
      </>
    );
  }
  return (
    <>
      <List>
        {homes.map((home) => {
          const selected = isMyHome(home, myHome);
          return (
            <li key={home.userPropertyId}>
              <div>
                {homeAddressLine(home.property)}
                <HomeBadges home={home} selected={selected} />
              </div>
              {selected ? null : (
                <Button variant="secondary" onClick={() => chooseMyHome(home)}>
                  Make this my home
                </Button>
              )}
            </li>
          );
        })}
      </List>
      {manage}
    </>
  );
}
