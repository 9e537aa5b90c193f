import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import type { AgentClient } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { Notice } from '../../ui/panels';
import { invitationsRequested, selectionSet } from './invitations.slice';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-bottom: 12px;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Whether the agent can send this client an invitation: live, with an email, not joined, not opted out. */
export function canInvite(client: AgentClient): boolean {
  return client.recordStatus === 'live' && client.emailAddress !== '' && client.accountStatus !== 'Active' && !client.optedOut;
}

/** Select the page's clients and send their invitations in one go; what happened is announced. */
export function BulkInviteBar({ clients }: { clients: AgentClient[] }) {
  const dispatch = useDispatch();
  const { selected, sending, notice } = useSelector((s: AgentState) => s.invitations);
  const invitable = clients.filter(canInvite).map((c) => c.id);
  const allSelected = invitable.length > 0 && invitable.every((id) => selected.includes(id));
  return (
    <>
      <Bar role="group" aria-label="Invitations">
        <label>
          <input type="checkbox" checked={allSelected} disabled={invitable.length === 0} onChange={(e) => dispatch(selectionSet(e.target.checked ? invitable : []))} />
          Select everyone I can invite on this page
        </label>
        <Button disabled={selected.length === 0} loading={sending} onClick={() => dispatch(invitationsRequested(selected))}>
          {selected.length === 1 ? 'Send 1 invitation' : `Send ${selected.length} invitations`}
        </Button>
      </Bar>
      <div aria-live="polite">
        {notice ? (
          <Notice role={notice.error ? 'alert' : 'status'} $error={notice.error}>
            {notice.text}
          </Notice>
        ) : null}
      </div>
    </>
  );
}
