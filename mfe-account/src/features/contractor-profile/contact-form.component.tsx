import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, TextField, isValidEmail } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import type { ContractorProfile, LeadForm } from '../../shared/contractor-profile.api';
import { leadSendRequested } from './contractor-profile.slice';
import { Card, FieldLabel, TextArea } from '../../ui/contractor-ui';

const EMPTY: LeadForm = { name: '', email: '', phone: '', zipCode: '', message: '' };

function leadProblems(lead: LeadForm): Partial<Record<keyof LeadForm, string>> {
  const found: Partial<Record<keyof LeadForm, string>> = {};
  if (!lead.name.trim()) found.name = 'Please enter your name.';
  if (!isValidEmail(lead.email)) found.email = 'Invalid email! Try again with a correct format.';
  const digits = lead.phone.replace(/\D/g, '');
  if (lead.phone.trim() && (digits.length < 10 || digits.length > 15)) found.phone = 'Use a phone number of 10 to 15 digits.';
  if (!/^\d{5}$/.test(lead.zipCode.trim())) found.zipCode = "Use your home's five-digit ZIP code.";
  if (lead.message.trim().length < 10) found.message = 'Write at least 10 characters.';
  return found;
}

/** The profile's contact form: the homeowner's message is emailed to the contractor, whose own email stays private. */
export function ContactForm({ profile }: { profile: ContractorProfile }) {
  const dispatch = useDispatch();
  const state = useSelector((s: AccountState) => s.contractorProfile.lead);
  const [lead, setLead] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof LeadForm, string>>>({});
  const set = (field: keyof LeadForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setLead((l) => ({ ...l, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = leadProblems(lead);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    dispatch(leadSendRequested({ professionalId: profile.professionalId, lead: { ...lead, zipCode: lead.zipCode.trim(), email: lead.email.trim() } }));
  };

  return (
    <Card aria-labelledby="contractor-contact-form">
      <h2 id="contractor-contact-form">Contact {profile.companyName}</h2>
      {state.sent ? (
        <Notice role="status">{state.sent}</Notice>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="contractor-contact-form">
          {state.error ? <FormError role="alert">{state.error}</FormError> : null}
          <TextField label="Your name" name="name" autoComplete="name" value={lead.name} onChange={set('name')} error={problems.name} />
          <TextField label="Your email" name="email" type="email" autoComplete="email" value={lead.email} onChange={set('email')} error={problems.email} />
          <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={lead.phone} onChange={set('phone')} error={problems.phone} />
          <TextField
            label="Your home's ZIP code"
            name="zipCode"
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            value={lead.zipCode}
            onChange={set('zipCode')}
            error={problems.zipCode}
          />
          <FieldLabel htmlFor="lead-message">Message</FieldLabel>
          <TextArea
            id="lead-message"
            name="message"
            value={lead.message}
            onChange={set('message')}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={problems.message ? 'lead-message-error' : undefined}
          />
          {problems.message ? <FormError id="lead-message-error">{problems.message}</FormError> : null}
          <p>
            <Button type="submit" loading={state.sending}>
              Send message
            </Button>
          </p>
        </form>
      )}
    </Card>
  );
}
