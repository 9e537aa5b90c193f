import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, TextField } from '@homeworth/shared-lib';
import { CLIENT_MESSAGES, CLIENT_NOTES_MAX, clientDraftProblems, type ClientDraft } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import { clientAddRequested } from './agent-clients.slice';

const EMPTY: ClientDraft = { firstName: '', lastName: '', emailAddress: '', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' };

const Form = styled.form`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .pair {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0 12px;
  }
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  @media (max-width: 420px) {
    .pair {
      grid-template-columns: 1fr;
    }
  }
  label.notes {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 80px;
    margin-bottom: 16px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const FormError = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** The add-client form (estimator-property-agent.md §5): names 3-30, email, phone (10+ digits), address, notes. */
export function AddClientForm({ knownEmails }: { knownEmails: readonly string[] }) {
  const dispatch = useDispatch();
  const { adding, addError, addedCount } = useSelector((s: AgentState) => s.agentClients);
  const [draft, setDraft] = useState<ClientDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (addedCount > 0) {
      setDraft(EMPTY);
      setSubmitted(false);
    }
  }, [addedCount]);

  const problems = clientDraftProblems(draft);
  const email = draft.emailAddress.trim().toLowerCase();
  if (!problems.emailAddress && email !== '' && knownEmails.includes(email)) problems.emailAddress = CLIENT_MESSAGES.alreadyInList;
  const shown = submitted ? problems : {};

  const field = (name: keyof ClientDraft) => ({
    name,
    value: draft[name],
    error: shown[name] ?? null,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) dispatch(clientAddRequested(draft));
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="add-client-title">
      <h2 id="add-client-title">Add a client</h2>
      {addError ? <FormError role="alert">{addError}</FormError> : null}
      <div className="pair">
        <TextField label="First name" autoComplete="off" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" required {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="off" {...field('emailAddress')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phoneNumber')} />
      <TextField label="Address" autoComplete="off" {...field('address')} />
      <div className="pair">
        <TextField label="City" autoComplete="off" {...field('city')} />
        <TextField label="State" autoComplete="off" {...field('state')} />
      </div>
      <TextField label="Zip code" inputMode="numeric" autoComplete="off" {...field('zipCode')} />
      <label className="notes" htmlFor="client-notes">
        Notes
      </label>
      <textarea id="client-notes" maxLength={CLIENT_NOTES_MAX} value={draft.notes} onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))} />
      <Button type="submit" loading={adding}>
        Add client
      </Button>
    </Form>
  );
}
