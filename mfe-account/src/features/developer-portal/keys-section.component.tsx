import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button, Modal, TextField } from '@homeworth/shared-lib';
import { StackedTable, type StackedTableColumn } from '@homeworth/shared-lib/stacked-table';
import { Card, FieldLabel, SmallPrint, TextArea } from '../../ui/contractor-ui';
import { Actions } from '../../ui/notice.component';
import { SCOPE_DESCRIPTIONS } from './data-products';
import type { ApiKeySummary, DataScope, NewKeyRequest } from './developer-portal.api';
import { keyRequested, revokeRequested, rotateRequested, usePortalState } from './developer-portal.slice';
import { SecretOnce } from './secret-once.component';

const Scopes = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: baseline;
    padding: 6px 0;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.error};
`;

const STATUS: Record<ApiKeySummary['status'], string> = { active: 'Active', revoked: 'Revoked', expired: 'Expired' };

const day = (iso: string | null | undefined, none: string) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : none);

/** The form's values turned into the request: the expiry at the end of its day (UTC), one IP range a line. */
export function newKeyRequest(name: string, scopes: readonly DataScope[], expiresOn: string, ipRanges: string): NewKeyRequest {
  const ranges = ipRanges
    .split(/[\n,]/)
    .map((range) => range.trim())
    .filter(Boolean);
  return { name: name.trim(), scopes: [...scopes], ...(expiresOn ? { expiresAt: `${expiresOn}T23:59:59.000Z` } : {}), ...(ranges.length ? { allowedIpRanges: ranges } : {}) };
}

function NewKeyForm({ busy }: { busy: boolean }) {
  const dispatch = useDispatch();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<DataScope[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const [ipRanges, setIpRanges] = useState('');
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({});
  const toggle = (scope: DataScope) => setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(name.trim() ? {} : { name: 'Give the key a name.' }), ...(scopes.length ? {} : { scopes: 'Choose at least one scope.' }) };
    setProblems(found);
    if (found.name || found.scopes) return;
    dispatch(keyRequested(newKeyRequest(name, scopes, expiresOn, ipRanges)));
    setName('');
    setScopes([]);
    setExpiresOn('');
    setIpRanges('');
  };

  return (
    <Card aria-labelledby="new-key-heading">
      <h2 id="new-key-heading">Create a key</h2>
      <form onSubmit={submit} noValidate>
        <TextField label="Key name" name="keyName" value={name} onChange={(e) => setName(e.target.value)} error={problems.name} maxLength={80} autoComplete="off" />
        <Scopes aria-describedby={problems.scopes ? 'scopes-problem' : undefined}>
          <legend>Scopes: what the key may call</legend>
          {problems.scopes ? <Problem id="scopes-problem">{problems.scopes}</Problem> : null}
          {SCOPE_DESCRIPTIONS.map(({ scope, label, description }) => (
            <label key={scope}>
              <input type="checkbox" name="scopes" value={scope} checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              <span>
                <strong>{label}</strong>: {description}
              </span>
            </label>
          ))}
        </Scopes>
        <TextField label="Expires on (optional)" name="expiresOn" type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
        <FieldLabel htmlFor="allowed-ip-ranges">Allowed IP ranges (optional)</FieldLabel>
        <TextArea id="allowed-ip-ranges" aria-describedby="allowed-ip-ranges-hint" value={ipRanges} onChange={(e) => setIpRanges(e.target.value)} />
        <SmallPrint id="allowed-ip-ranges-hint">One address or CIDR range a line, such as 203.0.113.0/24. Left empty, the key works from anywhere.</SmallPrint>
        <Actions>
          <Button type="submit" loading={busy}>
            Create key
          </Button>
        </Actions>
      </form>
    </Card>
  );
}

type Confirming = { kind: 'rotate' | 'revoke'; key: ApiKeySummary } | null;

/** `/developers/keys`: create keys, see the new secret once, rotate and revoke keys. */
export function KeysSection() {
  const dispatch = useDispatch();
  const { keys: allKeys, revealed, busy } = usePortalState('keys', 'revealed', 'busy');
  // Publishable keys belong to the widget's page.
  const keys = allKeys?.filter((key) => key.kind === 'secret') ?? null;
  const [confirming, setConfirming] = useState<Confirming>(null);

  const columns: readonly StackedTableColumn<ApiKeySummary>[] = [
    { label: 'Name', rowHeader: true, cell: (key) => key.name },
    { label: 'Key', cell: (key) => <code>{`${key.prefix}…${key.lastFour}`}</code> },
    { label: 'Scopes', cell: (key) => key.scopes.join(', ') },
    { label: 'Created', cell: (key) => day(key.createdAt, '—') },
    { label: 'Expires', cell: (key) => day(key.expiresAt, 'Never') },
    { label: 'Allowed IP ranges', cell: (key) => (key.allowedIpRanges.length ? key.allowedIpRanges.join(', ') : 'Any') },
    { label: 'Status', cell: (key) => STATUS[key.status] },
    {
      label: 'Actions',
      cell: (key) =>
        key.status !== 'active' ? null : (
          <Actions>
            <Button
              type="button"
              variant="secondary"
              aria-label={`Rotate ${key.name}`}
              loading={busy === `rotate:${key.id}`}
              onClick={() => setConfirming({ kind: 'rotate', key })}
            >
              Rotate
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-label={`Revoke ${key.name}`}
              loading={busy === `revoke:${key.id}`}
              onClick={() => setConfirming({ kind: 'revoke', key })}
            >
              Revoke
            </Button>
          </Actions>
        ),
    },
  ];

  const confirm = () => {
    if (!confirming) return;
    dispatch(confirming.kind === 'rotate' ? rotateRequested(confirming.key.id) : revokeRequested(confirming.key.id));
    setConfirming(null);
  };

  return (
    <>
      {revealed ? <SecretOnce revealed={revealed} /> : null}
      <NewKeyForm busy={busy === 'key'} />
      <Card aria-labelledby="keys-heading">
        <h2 id="keys-heading">Your keys</h2>
        {keys === null ? (
          <p role="status">Loading your keys…</p>
        ) : keys.length === 0 ? (
          <p>No keys yet: create one above.</p>
        ) : (
          <StackedTable aria-labelledby="keys-heading" columns={columns} rows={keys} rowKey={(key) => key.id} />
        )}
        <SmallPrint>Secrets are never shown again after they are created: the list shows each key&apos;s start and last four characters.</SmallPrint>
      </Card>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${confirming.kind === 'rotate' ? 'Rotate' : 'Revoke'} ${confirming.key.name}?` : ''}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm}>
              {confirming?.kind === 'rotate' ? 'Rotate key' : 'Revoke key'}
            </Button>
          </>
        }
      >
        <p>
          {confirming?.kind === 'rotate'
            ? 'The current secret stops working at once and a new one is shown, this once. Update your systems with it straight away.'
            : 'Every call with this key is refused from now on. This cannot be undone.'}
        </p>
      </Modal>
    </>
  );
}
