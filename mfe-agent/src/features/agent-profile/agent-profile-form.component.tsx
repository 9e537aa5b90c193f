import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, TextField } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import type { AgentProfile, AgentProfileForm as FormValues } from './agent-profile.api';
import { agentPhotoChosen, agentPhotoMissing, agentProfileOpened, agentProfileSaveRequested, type ProfileField as Field } from './agent-profile.slice';

/** The shared card, rendered as the form (`as="form"`). */
const Form = styled(Card)`
  margin: 24px 0 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  label.check {
    display: flex;
    gap: 8px;
    align-items: center;
    margin: 12px 0;
  }
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: 0 16px;
  }
  .email {
    margin: 8px 0 16px;
    overflow-wrap: anywhere;
  }
`;

const Photo = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  margin: 12px 0;
  img {
    width: 90px;
    height: 90px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Status = styled.p<{ $error: boolean }>`
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.error : theme.colors.secondary)};
`;

const EMPTY: FormValues = { firstName: '', lastName: '', username: '', phone: '', mlsLink: '', financingLink: '', insuranceLink: '', alertEmails: true, inviteOnAdd: false };

/** The form's values of a saved profile. */
const formOf = ({ email: _email, hasPhoto: _hasPhoto, ...form }: AgentProfile): FormValues => form;

/**
 * The agent form in one place: first and last name, username,
 * phone, email (changed on the account profile, which asks for the current password), MLS,
 * financing and insurance links, the card photo, alert emails and whether adding a client invites them. Clients see the card on their
 * dashboard and in every email; the Services menu opens the financing and insurance links.
 */
export function AgentProfileForm({ agentId }: { agentId: number }) {
  const dispatch = useDispatch();
  const { saved, saving, fieldErrors: errors, status, hasPhoto, photoVersion } = useSelector((s: AgentState) => s.agentProfile);
  const [values, setValues] = useState<FormValues>(EMPTY);
  // The fields stay disabled until the saved values arrive, so a late answer never overwrites typing.
  const loaded = saved !== null;
  const email = saved?.email ?? '';

  useEffect(() => {
    dispatch(agentProfileOpened());
  }, [dispatch]);

  // Each answer (loaded or saved) shows the values as the API keeps them (React's "adjust state when a prop changes").
  const [seen, setSeen] = useState<AgentProfile | null>(null);
  if (saved !== seen) {
    setSeen(saved);
    if (saved) setValues(formOf(saved));
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(agentProfileSaveRequested(values));
  };

  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) dispatch(agentPhotoChosen(file));
  };

  const field = (name: Exclude<Field, 'alertEmails' | 'inviteOnAdd'>) => ({
    disabled: !loaded,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <Form as="form" onSubmit={submit} aria-labelledby="agent-profile-form-title" noValidate>
      <h2 id="agent-profile-form-title">Your profile and card</h2>
      <p>
        Clients see your photo, name, phone, email and listings link on their dashboard and at the end of every email you send them; Services opens your financing and insurance
        links.
      </p>
      <Photo>
        {hasPhoto ? (
          <img src={`/api/v1/agent/agents/${agentId}/image?v=${photoVersion}`} alt="You, as your clients see you on your card" onError={() => dispatch(agentPhotoMissing())} />
        ) : null}
        <label>
          {hasPhoto ? 'Change your photo' : 'Add your photo'} (png or jpeg, up to 15 MB)
          <br />
          <input type="file" accept="image/png,image/jpeg" onChange={upload} />
        </label>
      </Photo>
      <div className="pair">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Username (3 to 30 letters, digits, dots, dashes or underscores)" autoComplete="username" {...field('username')} />
      <TextField label="Phone for calls and texts" type="tel" inputMode="tel" placeholder="(512) 555-0100" {...field('phone')} />
      <p className="email">
        Email: <strong>{email}</strong> · <Link to="/user/edit-profile">Change your email</Link> (asks for your current password)
      </p>
      <TextField label="MLS or listings link" type="url" placeholder="https://" {...field('mlsLink')} />
      <TextField label="Financing link" type="url" placeholder="https://" {...field('financingLink')} />
      <TextField label="Insurance link" type="url" placeholder="https://" {...field('insuranceLink')} />
      <label className="check">
        <input type="checkbox" checked={values.alertEmails} disabled={!loaded} onChange={(e) => setValues((v) => ({ ...v, alertEmails: e.target.checked }))} />
        Email me when a client clicks an email or texts me (you always see alerts on the Client activity page)
      </label>
      <label className="check">
        <input type="checkbox" checked={values.inviteOnAdd} disabled={!loaded} onChange={(e) => setValues((v) => ({ ...v, inviteOnAdd: e.target.checked }))} />
        Send invitations when I add a client (off: you preview and send each invitation from Contacts)
      </label>
      {status ? (
        <Status role="status" $error={status.error}>
          {status.text}
        </Status>
      ) : null}
      <Button type="submit" loading={saving} disabled={!loaded}>
        Save profile
      </Button>
    </Form>
  );
}
