import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import { formatPhone, isClientComplete, type AgentClient } from '@homeworth/shared-lib/domain';

const Card = styled.li`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.secondary};
    overflow-wrap: anywhere;
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
`;

const Tag = styled.span<{ $tone: 'good' | 'muted' }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ $tone, theme }) => ($tone === 'good' ? '#fff' : theme.colors.secondary)};
  background: ${({ $tone, theme }) => ($tone === 'good' ? theme.colors.secondary : theme.colors.border)};
`;

function missingFields(client: AgentClient): string {
  const missing = [
    client.address.trim() === '' ? 'address' : null,
    client.phoneNumber.trim() === '' ? 'phone' : null,
    client.emailAddress.trim() === '' ? 'email' : null,
  ].filter(Boolean);
  return `Missing ${missing.join(', ')}`;
}

/** One client: name, account status, completeness (address, phone and email all present), details, Delete. */
export function ClientCard({ client, deleting, onDelete }: { client: AgentClient; deleting: boolean; onDelete: () => void }) {
  const name = `${client.firstName} ${client.lastName}`;
  const complete = isClientComplete(client);
  const place = [client.address, client.city, [client.state, client.zipCode].filter(Boolean).join(' ')].filter((p) => p.trim() !== '').join(', ');
  return (
    <Card>
      <div className="head">
        <h3>{name}</h3>
        <div className="tags">
          <Tag $tone={client.accountStatus === 'Active' ? 'good' : 'muted'}>{client.accountStatus === 'Active' ? 'Active account' : 'Inactive: no account yet'}</Tag>
          <Tag $tone={complete ? 'good' : 'muted'}>{complete ? 'Complete' : missingFields(client)}</Tag>
        </div>
      </div>
      <dl>
        <dt>Email</dt>
        <dd>{client.emailAddress || 'Not given'}</dd>
        <dt>Phone</dt>
        <dd>{client.phoneNumber ? formatPhone(client.phoneNumber) : 'Not given'}</dd>
        <dt>Address</dt>
        <dd>{place || 'Not given'}</dd>
        {client.notes ? (
          <>
            <dt>Notes</dt>
            <dd>{client.notes}</dd>
          </>
        ) : null}
      </dl>
      <Button variant="secondary" loading={deleting} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Card>
  );
}
