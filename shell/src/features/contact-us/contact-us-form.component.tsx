import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ACCOUNT_DELETION_TOPIC,
  ApiError,
  Button,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  useSession,
  MESSAGES,
  TextField,
  isValidEmail,
  readCookie,
  type ContactTopic,
  media,
} from '@homeworth/shared-lib';
import { CONTACT_SALES_COOKIE } from '../../layout/nav/nav-visibility';
// Called here, not through a saga: the shell has no store, as redux and redux-saga would join every page's first load.
import { sendContactMessage } from './contact-us.api';

const Form = styled.form`
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadow};
  label {
    display: block;
    font-weight: 600;
  }
  select,
  textarea {
    width: 100%;
    margin: 6px 0 16px;
    padding: 10px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  select {
    min-height: 44px;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 16px;
  }
  ${media.below('xs')} {
    padding: 20px 16px;
    .pair {
      grid-template-columns: 1fr;
    }
  }
`;

const ErrorText = styled.p`
  margin: -10px 0 16px;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.9rem;
`;

const Done = styled.div`
  padding: 28px;
  background: ${({ theme }) => theme.colors.successSoft};
  border: 1px solid ${({ theme }) => theme.colors.successBorder};
  border-radius: 12px;
  h2 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

type Field = 'name' | 'email' | 'message' | 'form';

/** The contact-us form: validates the email, stores the message through the API, and confirms. */
export function ContactUsForm() {
  const { isLoggedIn } = useSession();
  // Visitors who came through Contact Sales start on the sales topic.
  const [topic, setTopic] = useState<ContactTopic>(readCookie(CONTACT_SALES_COOKIE) === 'true' ? 'Sales and data products' : 'Homeowner support');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    if (!value('name')) found.name = 'Please enter your name.';
    if (!isValidEmail(value('email'))) found.email = MESSAGES.invalidEmail;
    if (!value('message')) found.message = 'Please write your message.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await sendContactMessage({ name: value('name'), email: value('email'), phone: value('phone'), company: value('company'), topic, message: value('message') });
      setSentTo(value('email'));
    } catch (error) {
      const field = error instanceof ApiError ? (error.errors[0]?.args?.field as Field | undefined) : undefined;
      const text = error instanceof Error ? error.message : MESSAGES.genericError;
      setErrors(field && ['name', 'email', 'message'].includes(field) ? { [field]: text } : { form: text });
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <Done role="status">
        <h2>Thank you, your message is on its way</h2>
        <p>Our team answers within one business day at {sentTo}.</p>
      </Done>
    );
  }

  return (
    <Form aria-label="Contact us" noValidate onSubmit={(event) => void submit(event)}>
      <div className="pair">
        <TextField label="Name" name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name} error={errors.name} required />
        <TextField label="Email" name="email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} error={errors.email} required />
        <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} />
        <TextField label="Company (optional)" name="company" autoComplete="organization" maxLength={CONTACT_LIMITS.company} />
      </div>
      <label htmlFor="contact-topic">Topic</label>
      <select id="contact-topic" value={topic} onChange={(event) => setTopic(event.target.value as ContactTopic)}>
        {CONTACT_TOPICS.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      {topic === ACCOUNT_DELETION_TOPIC && !isLoggedIn ? (
        <p id="contact-topic-hint">Sign in first and send this from your account: we delete an account only when the request comes from it.</p>
      ) : null}
      <label htmlFor="contact-message">Message</label>
      <textarea
        id="contact-message"
        name="message"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errors.message ? 'contact-message-error' : undefined}
      />
      {errors.message ? <ErrorText id="contact-message-error">{errors.message}</ErrorText> : null}
      {errors.form ? <ErrorText role="alert">{errors.form}</ErrorText> : null}
      <Button type="submit" loading={sending}>
        Send message
      </Button>
    </Form>
  );
}
