import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, firstValidHome, selectHome, useSession, type UserPropertyEntry } from '@homeworth/shared-lib';
import type { MaintenanceState } from '../../app/root';
import { MaintenancePage, Notice } from '../../ui/maintenance-ui';
import { homesOpened } from './home-choice.slice';

const Homes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  max-width: 720px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 16px;
    background: ${({ theme }) => theme.colors.surface};
  }
  li[aria-current='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.secondary};
    display: block;
  }
  .current {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * `/my-maintenance/user-property`: the user's homes; the chosen one becomes the site's selected home
 * (`my_home`), so the plan, and every other page, follows it on later visits too.
 */
export function HomeChoicePage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const { homes, error } = useSelector((s: MaintenanceState) => s.homeChoice);
  useEffect(() => {
    if (session.isLoggedIn) dispatch(homesOpened());
  }, [dispatch, session.isLoggedIn]);

  const choose = (entry: UserPropertyEntry) => {
    const choice = firstValidHome([entry]);
    if (!choice) return;
    selectHome(choice.home, choice.kukunId);
    navigate('/my-maintenance/app');
  };
  const shown = session.myHome?.userPropertyId ?? null;

  return (
    <MaintenancePage>
      <h1>Choose a home</h1>
      <p className="lead">The maintenance plan follows the home you choose here.</p>
      {!session.isLoggedIn ? (
        <p>
          <Link to={`/login?referrer=${encodeURIComponent('/my-maintenance/user-property')}`}>Sign in</Link> to see the plans of your homes.
        </p>
      ) : null}
      {error ? (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {homes && homes.length === 0 ? (
        <p>
          You have no home yet. <Link to="/dashboard">Add your home</Link> to get a plan made for it.
        </p>
      ) : null}
      {homes && homes.length > 0 ? (
        <Homes aria-label="Your homes">
          {homes.map((entry) => {
            const current = entry.userPropertyId === shown;
            const { address, city, state, zipCode } = entry.property;
            return (
              <li key={entry.userPropertyId} aria-current={current}>
                <span>
                  <strong>{address}</strong>
                  {city}, {state} {zipCode}
                  {entry.claimed ? ' · claimed' : ''}
                </span>
                {current ? (
                  <span className="current">Shown in your plan</span>
                ) : (
                  <Button variant="secondary" onClick={() => choose(entry)} aria-label={`Show the plan of ${address}`}>
                    Show its plan
                  </Button>
                )}
              </li>
            );
          })}
        </Homes>
      ) : null}
      <p>
        <Link to="/my-maintenance/app">Back to the plan</Link>
      </p>
    </MaintenancePage>
  );
}
