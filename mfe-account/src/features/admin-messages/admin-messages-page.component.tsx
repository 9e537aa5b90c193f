import { Link } from 'react-router-dom';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, CONTACT_LIMITS, navigateTo, useSession } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { AdminNav } from '../../ui/admin-nav.component';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, SmallPrint } from '../../ui/contractor-ui';
import type { AdminMessage, MessageFilter } from './admin-messages.api';
import { answeredSet, messagesRequested, replySent } from './admin-messages.slice';
import { DeleteAccountModal } from './delete-account-modal.component';

/** The admin inbox's own path (under the account area's /user/*). */
export const ADMIN_MESSAGES_PATH = '/user/admin/messages';

const FILTERS: Array<{ value: MessageFilter; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All' },
];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 0;
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Thread = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0 0 0 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

const ReplyForm = styled.form`
  margin-top: 16px;
  label {
    display: block;
    font-weight: 600;
  }
  textarea {
    width: 100%;
    margin: 6px 0 12px;
    padding: 10px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function MessageCard({ message, busy, onDelete }: { message: AdminMessage; busy: boolean; onDelete: () => void }) {
  const dispatch = useDispatch();
  const [reply, setReply] = useState('');
  const headingId = `message-${message.id}`;
  const replyId = `reply-${message.id}`;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '') return;
    dispatch(replySent({ id: message.id, message: reply.trim() }));
    setReply('');
  };

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>
        {message.topic}: {message.name}
      </h2>
      <p>
        <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone ? ` · ${message.phone}` : ''}
        {message.company ? ` · ${message.company}` : ''}
      </p>
      <Text>{message.message}</Text>
      <SmallPrint>
        Received {when(message.createdAt)} · {message.answeredAt ? `Answered ${when(message.answeredAt)}` : 'Open'}
        {message.accountDeletedAt ? ` · Account deleted ${when(message.accountDeletedAt)}` : ''}
      </SmallPrint>
      {message.replies.length > 0 ? (
        <Thread aria-label={`Replies to ${message.name}`}>
          {message.replies.map((r) => (
            <li key={r.id}>
              <SmallPrint>Reply sent {when(r.createdAt)}</SmallPrint>
              <Text>{r.body}</Text>
            </li>
          ))}
        </Thread>
      ) : null}
      <ReplyForm onSubmit={send} aria-label={`Reply to ${message.name}`}>
        <label htmlFor={replyId}>Reply to {message.name} by email</label>
        <textarea id={replyId} rows={3} maxLength={CONTACT_LIMITS.message} value={reply} onChange={(e) => setReply(e.target.value)} />
        <div className="actions">
          <Button type="submit" disabled={busy || reply.trim() === ''}>
            Send reply
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => dispatch(answeredSet({ id: message.id, answered: message.answeredAt === null }))}>
            {message.answeredAt === null ? 'Mark answered' : 'Mark open'}
          </Button>
          {message.canDeleteAccount ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={onDelete}>
              Delete this account…
            </Button>
          ) : null}
        </div>
      </ReplyForm>
      {message.topic === 'Delete my account' && !message.canDeleteAccount && !message.accountDeletedAt ? (
        <SmallPrint>Sent without signing in: ask the sender to send the request again while signed in to the account.</SmallPrint>
      ) : null}
    </Card>
  );
}

/** `/user/admin/messages`: contact-us messages for admins, newest first, to answer, reply to and act on. */
export function AdminMessagesPage() {
  const dispatch = useDispatch();
  const { isLoggedIn } = useSession();
  const { filter, messages, forbidden, twoStepMissing, error, notice, busyId } = useSelector((s: AccountState) => s.adminMessages);
  const [deleting, setDeleting] = useState<AdminMessage | null>(null);

  useEffect(() => {
    if (!isLoggedIn) navigateTo(`/login?referrer=${ADMIN_MESSAGES_PATH}`, { replace: true });
    else dispatch(messagesRequested('open'));
  }, [dispatch, isLoggedIn]);

  return (
    <ContractorPage>
      <AdminNav />
      <h1>Contact messages</h1>
      {forbidden ? null : (
        <Filters role="group" aria-label="Show messages">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              type="button"
              variant={f.value === filter ? 'primary' : 'secondary'}
              aria-pressed={f.value === filter}
              onClick={() => dispatch(messagesRequested(f.value))}
            >
              {f.label}
            </Button>
          ))}
        </Filters>
      )}
      {error ? <FormError role="alert">{error}</FormError> : null}
      {twoStepMissing ? <Link to="/user/edit-profile#two-step-nav">Set up two-step sign-in in your profile</Link> : null}
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      {forbidden ? null : messages === null ? (
        <div aria-busy="true" style={{ minHeight: '40vh' }} />
      ) : messages.length === 0 ? (
        <Card>
          <p>No {filter === 'all' ? '' : `${filter} `}messages.</p>
        </Card>
      ) : (
        messages.map((message) => <MessageCard key={message.id} message={message} busy={busyId === message.id} onDelete={() => setDeleting(message)} />)
      )}
      <DeleteAccountModal message={deleting} onClose={() => setDeleting(null)} />
    </ContractorPage>
  );
}
