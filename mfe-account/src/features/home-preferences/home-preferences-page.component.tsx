import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal, navigateTo, useSession, Page as SharedPage } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import { isMyHome } from '../../shared/my-home';
import { useMyHome } from '../../shared/use-my-home';
import { ButtonLink } from '../../ui/button-link.component';
import { HomeCard } from './home-card.component';
import { homesPageRequested, outOfAddressesDismissed } from './home-preferences.slice';
import { AlertConfirmationModal } from './alert-confirmation.component';

/** This page's path; purchases started from here come back to it. */
export const HOME_PREFERENCES_PATH = '/user/home-preferences';
/** Where the user buys more addresses (the referrer carries the previous page). */
export const BUY_ADDRESSES_URL = `/pricing-options?referrer=${HOME_PREFERENCES_PATH}`;

/** The shared page frame, with this page's own rules. */
const Page = styled(SharedPage).attrs({ $width: 'medium' })`
  .lead {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Counters = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
  padding: 16px 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 32px;
    margin: 0;
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Homes = styled.ul`
  display: grid;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.section`
  padding: 32px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** `/user/home-preferences`: the user's homes with their tier, claim and my-home state, actions and alerts. */
export function HomePreferencesPage() {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const myHome = useMyHome();
  const { status, loadError, homes, summary, preferences, busy, errors, notice, outOfAddresses } = useSelector((s: AccountState) => s.homePreferences);
  const closeOutOfAddresses = useCallback(() => dispatch(outOfAddressesDismissed()), [dispatch]);

  useEffect(() => {
    if (!isLoggedIn) navigateTo(`/login?referrer=${HOME_PREFERENCES_PATH}`, { replace: true });
    else dispatch(homesPageRequested());
  }, [dispatch, isLoggedIn]);

  if (!isLoggedIn) return null;
  const remaining = summary?.addressRemainingCount ?? 0;
  return (
    <Page>
      <h1>Homes &amp; preferences</h1>
      <p className="lead">
        Choose the home your dashboard shows, keep homes saved or paid, claim the one you own, and pick the alerts you want. Saving is free; upgrading a home to paid uses one of
        your addresses. <Link to="/user/edit-profile">Back to my profile</Link>
      </p>
      {summary ? (
        <Counters aria-label="Your addresses">
          <dl>
            <div>
              <dt>Addresses left</dt>
              <dd data-testid="address-remaining">{remaining}</dd>
            </div>
            <div>
              <dt>Addresses used</dt>
              <dd>{summary.addressConsumedCount}</dd>
            </div>
            <div>
              <dt>Addresses purchased</dt>
              <dd>{summary.addressPurchasedCount}</dd>
            </div>
          </dl>
          <Link to={BUY_ADDRESSES_URL}>Buy more addresses</Link>
        </Counters>
      ) : null}
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {loadError ? <FormError role="alert">{loadError}</FormError> : null}
      {status === 'loading' && homes.length === 0 ? <p role="status">Loading your homes…</p> : null}
      {status === 'ready' && homes.length === 0 ? (
        <Empty aria-labelledby="no-homes-heading">
          <h2 id="no-homes-heading">You have no homes yet</h2>
          <p>
            <Link to="/dashboard">Look up a home on your dashboard</Link> to add it here.
          </p>
        </Empty>
      ) : null}
      {homes.length > 0 ? (
        <Homes aria-label="Your homes">
          {homes.map((home) => (
            <li key={home.userPropertyId}>
              <HomeCard
                home={home}
                selected={isMyHome(home, myHome)}
                busy={busy[home.userPropertyId]}
                error={errors[home.userPropertyId]}
                preferences={preferences[home.userPropertyId]}
              />
            </li>
          ))}
        </Homes>
      ) : null}
      <Modal
        open={outOfAddresses}
        onClose={closeOutOfAddresses}
        title="You are out of addresses"
        actions={
          <>
            <ButtonLink to={BUY_ADDRESSES_URL} onClick={closeOutOfAddresses}>
              Get more addresses
            </ButtonLink>
            <Button variant="secondary" onClick={closeOutOfAddresses}>
              Not now
            </Button>
          </>
        }
      >
        <p>Upgrading a home to paid uses one address, and you have none left. Get more addresses to upgrade this home.</p>
      </Modal>
      <AlertConfirmationModal />
    </Page>
  );
}
