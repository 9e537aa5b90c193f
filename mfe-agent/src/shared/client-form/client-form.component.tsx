import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Card, TextField, media } from '@homeworth/shared-lib';
import { CLIENT_MESSAGES, CLIENT_NOTES_MAX, clientDraftProblems, type ClientDraft } from '@homeworth/shared-lib/domain';
import type { AgentState } from '../../app/root';
import type { AddressSuggestion } from './address-suggestions.api';
import { addressTyped } from './address-suggestions.slice';

/** A blank client. */
export const EMPTY: ClientDraft = { firstName: '', lastName: '', emailAddress: '', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' };

/** The shared card, rendered as the form (`as="form"`). */
const Form = styled(Card)`
  margin: 0;
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
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
  ${media.below('narrow')} {
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

/** Suggestions while the agent types an address: the home report's address autocomplete API, through the saga. */
function useAddressSuggestions(text: string): AddressSuggestion[] {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(addressTyped(text.trim()));
  }, [dispatch, text]);
  return useSelector((s: AgentState) => s.addressSuggestions.suggestions);
}

/** The client form's props: add or edit, with its own busy and error state. */
export interface ClientFormProps {
  title: string;
  submitLabel: string;
  initial?: ClientDraft;
  busy: boolean;
  error: string | null;
  /** Changing it (after a save) clears the form back to `initial`. */
  resetKey?: number;
  knownEmails?: readonly string[];
  /** Adding only: notes typed here become the client's first note (the client page keeps the notes list). */
  withNotes?: boolean;
  onSubmit: (draft: ClientDraft) => void;
}

/** The client form: names 3-30, email, phone (10+ digits), address with autocomplete, notes. */
export function ClientForm({ title, submitLabel, initial = EMPTY, busy, error, resetKey = 0, knownEmails = [], withNotes = true, onSubmit }: ClientFormProps) {
  const [draft, setDraft] = useState<ClientDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const suggestions = useAddressSuggestions(draft.address);
  const titleId = useId();
  const listId = useId();

  // Only a new resetKey resets, to `initial` as it is then (React's "adjust state when a prop changes").
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setDraft(initial);
    setSubmitted(false);
  }

  const problems = clientDraftProblems(draft);
  const email = draft.emailAddress.trim().toLowerCase();
  if (!problems.emailAddress && email !== '' && email !== initial.emailAddress && knownEmails.includes(email)) problems.emailAddress = CLIENT_MESSAGES.alreadyInList;
  const shown = submitted ? problems : {};

  const field = (name: keyof ClientDraft) => ({
    name,
    value: draft[name],
    error: shown[name] ?? null,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  });

  // Picking a suggestion fills street, city, state and zip code at once.
  const onAddress = (value: string) => {
    const picked = suggestions.find((s) => s.label === value);
    setDraft((d) => (picked ? { ...d, address: picked.address, city: picked.city, state: picked.state, zipCode: picked.zipCode } : { ...d, address: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };

  return (
    <Form as="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <div className="pair">
        <TextField label="First name" autoComplete="off" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" required {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="off" {...field('emailAddress')} />
      <TextField label="Phone" type="tel" autoComplete="off" placeholder="(555) 555-5555" {...field('phoneNumber')} />
      <TextField label="Address" autoComplete="off" list={listId} {...field('address')} onChange={(e) => onAddress(e.target.value)} />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.label} value={s.label} />
        ))}
      </datalist>
      <div className="pair">
        <TextField label="City" autoComplete="off" {...field('city')} />
        <TextField label="State" autoComplete="off" {...field('state')} />
      </div>
      <TextField label="Zip code" inputMode="numeric" autoComplete="off" {...field('zipCode')} />
      {withNotes ? (
        <>
          <label className="notes" htmlFor={`${listId}-notes`}>
            Notes
          </label>
          <textarea id={`${listId}-notes`} maxLength={CLIENT_NOTES_MAX} value={draft.notes} onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))} />
        </>
      ) : null}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
