import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, isAgentRole } from '@homeworth/shared-lib';
import { CLIENT_SORT_KEYS, CLIENT_SORT_LABELS, type ClientSortKey } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { AddClientForm } from './add-client-form.component';
import { ClientCard } from './client-card.component';
import { clientDeleteRequested, clientsRequested } from './agent-clients.slice';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 380px) 1fr;
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

// Phones (one column): the list shows first and the add-client form opens on demand above it.
const NARROW = '@media (max-width: 900px)';

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

function ClientList() {
  const dispatch = useDispatch();
  const { clients, sort, loading, loadError, deletingId } = useSelector((s: AgentState) => s.agentClients);
  return (
    <section aria-labelledby="client-list-title" aria-busy={loading}>
      <ListHead>
        <h2 id="client-list-title">Your clients ({clients.length})</h2>
        <label>
          Sort by
          <select value={sort} onChange={(e) => dispatch(clientsRequested(e.target.value as ClientSortKey))}>
            {CLIENT_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {CLIENT_SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
      </ListHead>
      {loadError ? <ErrorText role="alert">{loadError}</ErrorText> : null}
      {clients.length === 0 && !loading ? (
        <Empty>No clients yet. Add your first client with the form; they are invited to Homeworth with your financing and insurance links.</Empty>
      ) : (
        <List>
          {clients.map((client) => (
            <ClientCard key={client.id} client={client} deleting={deletingId === client.id} onDelete={() => dispatch(clientDeleteRequested(client.id))} />
          ))}
        </List>
      )}
    </section>
  );
}

/** `/agent/list-manager` (Contacts): the agent's clients with the add-client form. */
export function ListManagerPage() {
  const dispatch = useDispatch();
  const session = useSelector((s: AgentState) => s.session.current);
  const { clients, addedCount } = useSelector((s: AgentState) => s.agentClients);
  const isAgent = session?.user ? isAgentRole(session.role) : false;
  const [formOpen, setFormOpen] = useState(false);

  // A client added from the phone form closes it, so the list with the new client is in view.
  useEffect(() => {
    if (addedCount > 0) setFormOpen(false);
  }, [addedCount]);

  useEffect(() => {
    if (isAgent) dispatch(clientsRequested());
  }, [dispatch, isAgent]);

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
      <p>Your clients, with who has joined Homeworth and whose details are complete.</p>
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
