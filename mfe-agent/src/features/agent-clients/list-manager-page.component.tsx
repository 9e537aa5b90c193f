import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, isAgentRole, media } from '@homeworth/shared-lib';
import { CLIENT_FILTERS, CLIENT_FILTER_LABELS, CLIENT_SORT_KEYS, CLIENT_SORT_LABELS, type ClientSortKey } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { AddClientForm } from './add-client.component';
import { ClientCard } from '../../ui/client-card.component';
import { clientDeleteRequested, clientsRequested } from './agent-clients.slice';
import { BulkInviteBar, canInvite } from './bulk-invite-bar.component';
import { clientSelected, invitationsRequested, previewRequested } from './invitations.slice';

// The preview loads when the agent first opens one: it is not part of the page's first load.
const InvitationPreviewDialog = lazy(() => import('./invitation-preview.component').then((m) => ({ default: m.InvitationPreviewDialog })));

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 380px) 1fr;
  gap: 24px;
  align-items: start;
  ${media.below('twoColumns')} {
    grid-template-columns: 1fr;
  }
`;

// Phones (one column): the list shows first and the add-client form opens on demand above it.
const NARROW = media.below('twoColumns');

const FormToggle = styled.div`
  display: none;
  ${NARROW} {
    display: block;
  }
`;

const FormSlot = styled.div<{ $open: boolean }>`
  ${NARROW} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  label {
    font-weight: 600;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 12px;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  margin-bottom: 12px;
  label {
    font-weight: 600;
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex: 1 1 200px;
    min-width: 0;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
  button {
    font: inherit;
    min-height: 44px;
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.secondary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.secondary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
`;

const Banner = styled.p<{ $tone: 'info' | 'error' }>`
  padding: 12px 16px;
  border-radius: 12px;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.error : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

function ClientList() {
  const dispatch = useDispatch();
  const { clients, sort, q, filter, page, pageSize, total, counts, loading, loadError, deletingId } = useSelector((s: AgentState) => s.agentClients);
  const { selected, sending, sendingIds, preview } = useSelector((s: AgentState) => s.invitations);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby="client-list-title" aria-busy={loading}>
      <ListHead>
        <h2 id="client-list-title">Your clients ({counts?.all ?? total})</h2>
        <label>
          Sort by
          <select value={sort} onChange={(e) => dispatch(clientsRequested({ sort: e.target.value as ClientSortKey }))}>
            {CLIENT_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {CLIENT_SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
      </ListHead>
      <Toolbar>
        <label>
          Search clients
          <input type="search" value={q} placeholder="Name, email, phone, city or zip" onChange={(e) => dispatch(clientsRequested({ q: e.target.value }))} />
        </label>
      </Toolbar>
      <Filters role="group" aria-label="Show">
        {CLIENT_FILTERS.map((key) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => dispatch(clientsRequested({ filter: key }))}>
            {CLIENT_FILTER_LABELS[key]}
            {counts ? ` (${counts[key]})` : ''}
          </button>
        ))}
      </Filters>
      {loadError ? <ErrorText role="alert">{loadError}</ErrorText> : null}
      {clients.length === 0 && !loading ? (
        <Empty>
          {q || filter !== 'all'
            ? 'No clients match.'
            : 'No clients yet. Add your first client with the form, or import a contacts file; then preview and send their invitations to Homeworth.'}
        </Empty>
      ) : (
        <>
          <BulkInviteBar clients={clients} />
          <List aria-label="Clients">
            {clients.map((client) => (
              <ClientCard
                key={client.id}
                client={client}
                deleting={deletingId === client.id}
                onDelete={() => dispatch(clientDeleteRequested(client.id))}
                invitation={
                  canInvite(client)
                    ? {
                        selected: selected.includes(client.id),
                        onSelect: (on) => dispatch(clientSelected({ clientId: client.id, selected: on })),
                        onPreview: () => dispatch(previewRequested(client.id)),
                        onSend: () => dispatch(invitationsRequested([client.id])),
                        sending: sending && sendingIds.length === 1 && sendingIds[0] === client.id,
                      }
                    : undefined
                }
              />
            ))}
          </List>
          {preview ? (
            <Suspense fallback={null}>
              <InvitationPreviewDialog />
            </Suspense>
          ) : null}
        </>
      )}
      {pages > 1 ? (
        <Pager aria-label="Client pages">
          <Button variant="secondary" disabled={page <= 1 || loading} onClick={() => dispatch(clientsRequested({ page: page - 1 }))}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages || loading} onClick={() => dispatch(clientsRequested({ page: page + 1 }))}>
            Next
          </Button>
        </Pager>
      ) : null}
    </section>
  );
}

/** The free plan's limit (or Pro), and a failed monthly payment with its invoice link. */
function PlanBanner() {
  const count = useSelector((s: AgentState) => s.agentClients.count);
  if (!count) return null;
  return (
    <>
      {count.isMonthlySubscriptionFailed ? (
        <Banner $tone="error" role="alert">
          Your last monthly Agent/Broker PRO payment did not go through.{' '}
          {count.monthlySubscriptionFailedInvoiceUrl ? (
            <a href={count.monthlySubscriptionFailedInvoiceUrl}>Pay the open invoice</a>
          ) : (
            <Link to="/agent/payment-wall">Choose a plan again</Link>
          )}
        </Banner>
      ) : null}
      {count.liveClientLimit === null ? (
        <Banner $tone="info">Agent/Broker PRO: no limit on live clients ({count.liveClients} now).</Banner>
      ) : (
        <Banner $tone={count.isLimitExhausted ? 'error' : 'info'} role={count.isLimitExhausted ? 'alert' : undefined}>
          {count.liveClients} of {count.liveClientLimit} live clients on the free plan.{' '}
          <Link to="/agent/payment-wall?reason=client-limit">{count.isLimitExhausted ? 'Upgrade to PRO to add more' : 'Upgrade to PRO for unlimited clients'}</Link>
        </Banner>
      )}
    </>
  );
}

/** `/agent/list-manager` (Contacts): the agent's clients, paged on the server, with search, filters, sort and the add-client form. */
export function ListManagerPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const session = useSelector((s: AgentState) => s.session.current);
  const { clients, addedCount, limitReached } = useSelector((s: AgentState) => s.agentClients);
  const isAgent = session?.user ? isAgentRole(session.role) : false;
  const [formOpen, setFormOpen] = useState(false);

  // A client added from the phone form closes it, so the list with the new client is in view.
  useEffect(() => {
    if (addedCount > 0) setFormOpen(false);
  }, [addedCount]);

  useEffect(() => {
    if (isAgent) dispatch(clientsRequested());
  }, [dispatch, isAgent]);

  // The free plan's limit reached: the payment wall (Pro lifts the limit).
  useEffect(() => {
    if (limitReached) navigate('/agent/payment-wall?reason=client-limit');
  }, [limitReached, navigate]);

  if (session === null) return <AgentPage aria-busy="true" />;
  if (!session.user) {
    return (
      <AgentPage>
        <h1>Contacts</h1>
        <p>Sign in with your agent or broker account to see and add your clients.</p>
        <Link to="/login?referrer=/agent/list-manager">Sign in</Link> or <Link to="/signup?user=agent">create an agent account</Link>
      </AgentPage>
    );
  }
  if (!isAgent) {
    return (
      <AgentPage>
        <h1>Contacts</h1>
        <p>Contacts is for agent and broker accounts. You are signed in as {session.user.userEmail}.</p>
        <Link to="/dashboard">Go to your home dashboard</Link>
      </AgentPage>
    );
  }
  return (
    <AgentPage>
      <h1>Contacts</h1>
      <p>
        Your clients, with who has joined Homeworth and whose details are complete. <Link to="/agent/import-file">Import contacts from a file</Link>
      </p>
      <PlanBanner />
      <Columns>
        <FormToggle>
          <Button variant={formOpen ? 'secondary' : 'primary'} aria-expanded={formOpen} aria-controls="add-client-panel" onClick={() => setFormOpen((open) => !open)}>
            {formOpen ? 'Close the form' : 'Add a client'}
          </Button>
        </FormToggle>
        <FormSlot id="add-client-panel" $open={formOpen} data-open={formOpen}>
          <AddClientForm knownEmails={clients.map((c) => c.emailAddress)} />
        </FormSlot>
        <ClientList />
      </Columns>
    </AgentPage>
  );
}
