import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { formatPhone, type AgentClient } from '@homeworth/shared-lib/domain';

const Card = styled.li`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.secondary};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 12px 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .actions label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    font-weight: 600;
  }
  .actions input {
    width: 20px;
    height: 20px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** A status label; `good` filled, `muted` grey, `warn` outlined in the error colour. */
export const Tag = styled.span<{ $tone: 'good' | 'muted' | 'warn' }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ $tone, theme }) => ($tone === 'good' ? theme.colors.onDark : $tone === 'warn' ? theme.colors.error : theme.colors.secondary)};
  background: ${({ $tone, theme }) => ($tone === 'good' ? theme.colors.secondary : $tone === 'warn' ? theme.colors.surface : theme.colors.border)};
  border: 1px solid ${({ $tone, theme }) => ($tone === 'warn' ? theme.colors.error : 'transparent')};
`;

/** Where the client stands: a preview record, joined, opted out, invited, or live. */
export function clientStage(client: AgentClient): { label: string; tone: 'good' | 'muted' | 'warn' } {
  if (client.recordStatus === 'preview') return { label: 'Preview: not confirmed', tone: 'muted' };
  if (client.accountStatus === 'Active') return { label: 'Joined', tone: 'good' };
  if (client.optedOut) return { label: 'Opted out', tone: 'warn' };
  if (client.invited) return { label: 'Invited', tone: 'muted' };
  return { label: 'Not invited yet', tone: 'muted' };
}

/** What a client lacks to be complete (address, phone and email), as one label. */
export function missingFields(client: AgentClient): string {
  const missing = [client.address.trim() === '' ? 'address' : null, client.phoneNumber.trim() === '' ? 'phone' : null, client.emailAddress.trim() === '' ? 'email' : null].filter(
    Boolean,
  );
  return `Missing ${missing.join(', ')}`;
}

/** The client's address on one line. */
export function clientPlace(client: AgentClient): string {
  return [client.address, client.city, [client.state, client.zipCode].filter(Boolean).join(' ')].filter((p) => p.trim() !== '').join(', ');
}

/** What the list lets the agent do about a client's invitation (absent: the client cannot be invited). */
export interface InvitationControls {
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onPreview: () => void;
  onSend: () => void;
  sending: boolean;
}

/** One client in the list: name (opens the client page), where they stand, completeness, details, invitation, Delete. */
export function ClientCard({ client, deleting, onDelete, invitation }: { client: AgentClient; deleting: boolean; onDelete: () => void; invitation?: InvitationControls }) {
  const name = `${client.firstName} ${client.lastName}`;
  const stage = clientStage(client);
  const place = clientPlace(client);
  return (
    <Card>
      <div className="head">
        <h3>
          <Link to={`/agent/clients/${client.id}`}>{name}</Link>
        </h3>
        <div className="tags">
          <Tag $tone={stage.tone}>{stage.label}</Tag>
          <Tag $tone={client.complete ? 'good' : 'muted'}>{client.complete ? 'Complete' : missingFields(client)}</Tag>
          {client.validAddress ? null : <Tag $tone="warn">No valid address</Tag>}
        </div>
      </div>
      <dl>
        <dt>Email</dt>
        <dd>{client.emailAddress || 'Not given'}</dd>
        <dt>Phone</dt>
        <dd>{client.phoneNumber ? formatPhone(client.phoneNumber) : 'Not given'}</dd>
        <dt>Address</dt>
        <dd>{place || 'Not given'}</dd>
      </dl>
      <div className="actions">
        {invitation ? (
          <>
            <label>
              <input type="checkbox" checked={invitation.selected} onChange={(e) => invitation.onSelect(e.target.checked)} />
              Select<span className="visually-hidden"> {name}</span>
            </label>
            <Button variant="secondary" onClick={invitation.onPreview} aria-label={`Preview invitation for ${name}`}>
              Preview invitation
            </Button>
            <Button loading={invitation.sending} onClick={invitation.onSend} aria-label={`${client.invited ? 'Resend' : 'Send'} invitation to ${name}`}>
              {client.invited ? 'Resend invitation' : 'Send invitation'}
            </Button>
          </>
        ) : null}
        <Button variant="secondary" loading={deleting} onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </Card>
  );
}
