import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Modal, TextField } from '@homeworth/shared-lib';
import type { AdminMessage } from './admin-messages.api';
import { accountDeletionConfirmed } from './admin-messages.slice';

/**
 * The confirmation step of an account deletion: the admin types the account's email again; the
 * API checks it too and deletes the account with all its data.
 */
export function DeleteAccountModal({ message, onClose }: { message: AdminMessage | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const [email, setEmail] = useState('');
  useEffect(() => setEmail(''), [message]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    dispatch(accountDeletionConfirmed({ id: message.id, confirmEmail: email }));
    onClose();
  };
  const matches = message !== null && email.trim().toLowerCase() === message.email.toLowerCase();

  return (
    <Modal open={message !== null} onClose={onClose} title="Delete this account and its data?">
      <form onSubmit={submit} aria-label="Confirm the account deletion">
        <p>
          This deletes the account of {message?.email}: profile, homes, estimates and plans, alerts, orders, and every signed-in session. It cannot be undone. The person gets an
          email saying so.
        </p>
        <TextField label="Type the account email to confirm" name="confirmEmail" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button type="submit" disabled={!matches}>
            Delete account and data
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
