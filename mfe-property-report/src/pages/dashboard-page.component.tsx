// The dashboard composes the report, the owner claim, the user's homes and their agent: a page above those features.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Modal, dispatchAddressLimit, isAgentRole, recordAnalyticsEvent, selectHome, media } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../app/root';
import { AddressSearch } from '../shared/address-search.component';
import { RecordedMarketsLink } from '../features/market/recorded-markets-link.component';
import { ReportView } from './report-view.component';
import { ReportStatus } from '../ui/report-status.component';
import { useSelectedKukunId } from '../shared/selected-home';
import { useReport } from '../shared/use-report';
import { ClaimAction } from '../features/owner-claim/claim-action.component';
import { HomePicker } from '../ui/home-picker.component';
import { OutOfAddressModal } from '../ui/out-of-address-modal.component';
import { myHomeOf } from '../shared/user-homes.saga';
import { addHomeRequested, outOfAddressesDismissed, outOfAddressesShown } from '../shared/user-homes.slice';
import { YourAgentCard } from '../features/your-agent/your-agent-card.component';
import { dashboardGreeting, useReturningVisit } from '../shared/greeting';

const Page = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 32px 24px 48px;
  ${media.below('xs')} {
    padding: 16px 12px 32px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.6rem, 4vw, 2rem);
    color: ${({ theme }) => theme.colors.secondary};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Muted = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  padding: 24px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.2rem;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-bottom: 20px;
`;

const PrimaryLink = styled(Link)`
  display: inline-block;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark} !important;
  text-decoration: none;
`;

/** `/dashboard`: the signed-in user's selected home, or a way to add one. */
export function DashboardPage() {
  const session = useSelector((s: PropertyReportState) => s.session.current);
  const homesState = useSelector((s: PropertyReportState) => s.userHomes);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const selectedId = useSelectedKukunId();
  const [adding, setAdding] = useState(false);
  const { homes, limits } = homesState;
  const selectedHome = homes.find((h) => h.property.kukunId === selectedId) ?? homes[0] ?? null;
  const report = useReport(selectedHome ? { kind: 'property', kukunId: selectedHome.property.kukunId } : null);
  const returning = useReturningVisit(session?.user?.userId);

  // A user with homes but no valid selection gets the first one selected (my_home, kukun_id).
  useEffect(() => {
    if (selectedHome && selectedHome.property.kukunId !== selectedId) selectHome(myHomeOf(selectedHome), selectedHome.property.kukunId);
  }, [selectedHome, selectedId]);
  // Close the add form once the new home arrives.
  useEffect(() => {
    if (!homesState.adding && !homesState.addError && !homesState.outOfAddresses) setAdding(false);
  }, [homes.length, homesState.adding, homesState.addError, homesState.outOfAddresses]);

  const closeOutOfAddresses = useCallback(() => dispatch(outOfAddressesDismissed()), [dispatch]);
  const closeAdd = useCallback(() => setAdding(false), []);

  if (session === null) return <Page aria-busy="true" />;

  if (!session.isLoggedIn || !session.user) {
    return (
      <Page>
        <h1>Your home dashboard</h1>
        <Muted>Sign in to see your home’s value, condition score and maintenance plan.</Muted>
        <PrimaryLink to="/login?referrer=/dashboard">Sign in</PrimaryLink>
        <Panel style={{ marginTop: 24 }}>
          <h2>Look up any home</h2>
          <AddressSearch onFound={(f) => navigate(`/properties/${f.kukunId}`)} />
          <p>
            Or see a <Link to="/sample-dashboard">sample home report</Link>.
          </p>
          <RecordedMarketsLink />
        </Panel>
      </Page>
    );
  }

  const remaining = limits?.addressRemainingCount ?? 0;
  const addForm = (
    <AddressSearch label="Address of the home to add" buttonText="Add home" busy={homesState.adding} onFound={(f) => dispatch(addHomeRequested({ kukunId: f.kukunId }))} />
  );
  const startAdding = () => {
    if (limits && remaining <= 0) {
      dispatchAddressLimit({ reached: true });
      dispatch(outOfAddressesShown());
      void recordAnalyticsEvent({ category: 'paywall', step: 'trigger', detail: 'modal' });
    } else setAdding(true);
  };

  return (
    <Page>
      <h1 data-testid="dashboard-greeting">{dashboardGreeting(session.displayName, returning)}</h1>
      {/* An agent's work starts with clients: their own dashboard is one click away. */}
      {isAgentRole(session.role) ? (
        <Muted>
          Working with clients? <Link to="/agent/dashboard">Go to your agent dashboard</Link>
        </Muted>
      ) : null}
      <YourAgentCard />
      {homesState.status === 'loading' || homesState.status === 'idle' ? (
        <Muted aria-busy="true">Loading your homes…</Muted>
      ) : homes.length === 0 ? (
        <Panel>
          <h2>Add your home</h2>
          <Muted>
            See its value, 5-year forecast, condition score and what nearby homes sold for. You have {remaining} free {remaining === 1 ? 'address' : 'addresses'}.
          </Muted>
          {addForm}
          {homesState.addError ? <p role="alert">{homesState.addError}</p> : null}
        </Panel>
      ) : (
        <>
          <Toolbar>
            <HomePicker homes={homes} selected={selectedHome?.property.kukunId ?? null} onSelect={(h) => selectHome(myHomeOf(h), h.property.kukunId)} onNew={startAdding} />
            {selectedHome ? <ClaimAction kukunId={selectedHome.property.kukunId} /> : null}
            <span>
              {remaining} {remaining === 1 ? 'address' : 'addresses'} left
            </span>
          </Toolbar>
          {report.status === 'ready' && report.report && report.report.kukunId === selectedHome?.property.kukunId ? (
            <ReportView report={report.report} />
          ) : (
            <ReportStatus state={report.status === 'ready' ? { ...report, status: 'loading' } : report} />
          )}
        </>
      )}
      <Modal open={adding && homes.length > 0} onClose={closeAdd} title="Add a new address">
        <p>
          This will use 1 of your {remaining} remaining {remaining === 1 ? 'address' : 'addresses'}. Homes already in your list are free to open.
        </p>
        {addForm}
        {homesState.addError ? <p role="alert">{homesState.addError}</p> : null}
      </Modal>
      <OutOfAddressModal open={homesState.outOfAddresses} onClose={closeOutOfAddresses} referrer="/dashboard" />
    </Page>
  );
}
