import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, isAgentRole, Card } from '@homeworth/shared-lib';
import { CLIENT_NOTES_MAX, formatDollars, type AgentClient, type ClientDraft, formatPhone } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { ClientForm } from '../../shared/client-form/client-form.component';
import { Tag, clientPlace, clientStage, missingFields } from '../../ui/client-card.component';
import type { ClientNote } from './client-detail.api';
import { clientEditRequested, clientOpened, clientRemoveRequested, homePreferenceToggled, noteAddRequested, noteDeleteRequested, noteEditRequested } from './client-detail.slice';

const Section = styled(Card)`
  padding: 20px 24px;
  margin: 16px 0 0;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 72px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** What all, zero and partial mean for the agent's notification preference. */
const PREFERENCE_TEXT = { all: 'All homes send you notifications', zero: 'No home sends you notifications', partial: 'Some homes send you notifications' } as const;

const draftOf = (c: AgentClient): ClientDraft => ({
  firstName: c.firstName,
  lastName: c.lastName,
  emailAddress: c.emailAddress,
  phoneNumber: c.phoneNumber,
  address: c.address,
  city: c.city,
  state: c.state,
  zipCode: c.zipCode,
  notes: c.notes,
});

function Homes() {
  const dispatch = useDispatch();
  const homes = useSelector((s: AgentState) => s.clientDetail.homes);
  if (!homes) return null;
  return (
    <Section aria-labelledby="client-homes-title">
      <h2 id="client-homes-title">Homes</h2>
      <p>
        Notifications: <strong>{homes.notificationPreference}</strong> ({PREFERENCE_TEXT[homes.notificationPreference]}).
      </p>
      {homes.homes.length === 0 ? (
        <Muted>No homes yet: the client&apos;s homes show here once they join Homeworth from your invitation.</Muted>
      ) : (
        <ul>
          {homes.homes.map((home) => (
            <li key={home.userPropertyId}>
              <Row>
                <strong>
                  {home.address}, {home.city}, {home.state} {home.zipCode}
                </strong>
                {home.claimed ? <Tag $tone="good">Claimed</Tag> : null}
              </Row>
              <p>
                {home.currentValue === null ? 'No value yet' : `Estimated value ${formatDollars(home.currentValue)}`}
                {home.valueChange === null ? '' : ` (${home.valueChange >= 0 ? '+' : '-'}${formatDollars(Math.abs(home.valueChange))} in a year)`}
              </p>
              <label>
                <input
                  type="checkbox"
                  checked={home.selected}
                  onChange={(e) => dispatch(homePreferenceToggled({ userPropertyId: home.userPropertyId, selected: e.target.checked }))}
                />{' '}
                Notify me about this home
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function NoteItem({ note }: { note: ClientNote }) {
  const dispatch = useDispatch();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(note.body);
  const when = new Date(note.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  if (editing) {
    return (
      <li>
        <label htmlFor={`note-${note.id}`}>Edit note from {when}</label>
        <textarea id={`note-${note.id}`} maxLength={CLIENT_NOTES_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        <Row>
          <Button
            onClick={() => {
              dispatch(noteEditRequested({ noteId: note.id, body }));
              setEditing(false);
            }}
            disabled={body.trim() === ''}
          >
            Save note
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Row>
      </li>
    );
  }
  return (
    <li>
      <Muted>
        <time dateTime={note.createdAt}>{when}</time>
        {note.edited ? ' (edited)' : ''}
      </Muted>
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</p>
      <Row>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit note from ${when}`}>
          Edit
        </Button>
        <Button variant="secondary" onClick={() => dispatch(noteDeleteRequested(note.id))} aria-label={`Delete note from ${when}`}>
          Delete
        </Button>
      </Row>
    </li>
  );
}

function Notes() {
  const dispatch = useDispatch();
  const notes = useSelector((s: AgentState) => s.clientDetail.notes);
  const [body, setBody] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (body.trim() === '') return;
    dispatch(noteAddRequested(body));
    setBody('');
  };
  return (
    <Section aria-labelledby="client-notes-title">
      <h2 id="client-notes-title">Notes</h2>
      <form onSubmit={add}>
        <label htmlFor="new-note">New note</label>
        <textarea id="new-note" maxLength={CLIENT_NOTES_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        <Button type="submit" disabled={body.trim() === ''}>
          Add note
        </Button>
      </form>
      {notes.length === 0 ? (
        <Muted>No notes yet.</Muted>
      ) : (
        <ul aria-label="Notes, newest first">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * `/agent/clients/:clientId`: one client: details, edit and delete, homes with notifications, notes, and
 * below them what the route passes as `activity` (the client's activity panel, from its own feature).
 */
export function ClientDetailPage({ activity }: { activity?: (clientId: number) => ReactNode }) {
  const dispatch = useDispatch();
  const { clientId: param } = useParams();
  const clientId = Number(param);
  const session = useSelector((s: AgentState) => s.session.current);
  const { client, loading, error, saving, saveError, savedCount, deleted } = useSelector((s: AgentState) => s.clientDetail);
  const isAgent = session?.user ? isAgentRole(session.role) : false;
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (isAgent && Number.isInteger(clientId) && clientId > 0) dispatch(clientOpened(clientId));
  }, [dispatch, isAgent, clientId]);
  useEffect(() => {
    if (savedCount > 0) setEditing(false);
  }, [savedCount]);

  if (session === null) return <AgentPage aria-busy="true" />;
  if (!isAgent) {
    return (
      <AgentPage>
        <h1>Client</h1>
        <p>Clients are for agent and broker accounts.</p>
        {session.user ? <Link to="/dashboard">Go to your home dashboard</Link> : <Link to={`/login?referrer=/agent/clients/${param ?? ''}`}>Sign in</Link>}
      </AgentPage>
    );
  }
  if (deleted) {
    return (
      <AgentPage>
        <h1>Client deleted</h1>
        <p role="status">The client and their notes are gone.</p>
        <Link to="/agent/list-manager">Back to contacts</Link>
      </AgentPage>
    );
  }
  if (!client) {
    return (
      <AgentPage aria-busy={loading}>
        <h1>Client</h1>
        {error ? (
          <ErrorText role="alert">{error === 'Not found' || error.toLowerCase().includes('not found') ? 'This client is not in your contacts.' : error}</ErrorText>
        ) : (
          <p role="status">Loading…</p>
        )}
        <Link to="/agent/list-manager">Back to contacts</Link>
      </AgentPage>
    );
  }
  const name = `${client.firstName} ${client.lastName}`;
  const stage = clientStage(client);
  return (
    <AgentPage>
      <p>
        <Link to="/agent/list-manager">Back to contacts</Link>
      </p>
      <h1>{name}</h1>
      <Row>
        <Tag $tone={stage.tone}>{stage.label}</Tag>
        <Tag $tone={client.complete ? 'good' : 'muted'}>{client.complete ? 'Complete' : missingFields(client)}</Tag>
        {client.validAddress ? null : <Tag $tone="warn">No valid address</Tag>}
      </Row>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {editing ? (
        <Section aria-label="Edit client">
          <ClientForm
            title={`Edit ${name}`}
            submitLabel="Save client"
            initial={draftOf(client)}
            withNotes={false}
            busy={saving}
            error={saveError}
            onSubmit={(draft) => dispatch(clientEditRequested(draft))}
          />
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Section>
      ) : (
        <Section aria-labelledby="client-details-title">
          <h2 id="client-details-title">Details</h2>
          <dl>
            <dt>Email</dt>
            <dd>{client.emailAddress ? <a href={`mailto:${client.emailAddress}`}>{client.emailAddress}</a> : 'Not given'}</dd>
            <dt>Phone</dt>
            <dd>{client.phoneNumber ? <a href={`tel:${client.phoneNumber}`}>{formatPhone(client.phoneNumber)}</a> : 'Not given'}</dd>
            <dt>Address</dt>
            <dd>{clientPlace(client) || 'Not given'}</dd>
            <dt>Added</dt>
            <dd>{new Date(client.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</dd>
          </dl>
          <Row>
            <Button onClick={() => setEditing(true)}>Edit client</Button>
            <Button variant="secondary" loading={saving} onClick={() => dispatch(clientRemoveRequested())}>
              Delete client
            </Button>
          </Row>
        </Section>
      )}
      <Homes />
      <Notes />
      {activity?.(client.id)}
    </AgentPage>
  );
}
