import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, MESSAGES, TextField } from '@homeworth/shared-lib';
import { fetchPartnerLinks, savePartnerLinks } from './partner-links.api';

const Form = styled.form`
  margin-top: 24px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Status = styled.p<{ $error: boolean }>`
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.error : theme.colors.secondary)};
`;

/**
 * The agent's financing and insurance links: the Services menu of the agent and of every client
 * the agent added opens them in a new tab (shell-and-account.md §2).
 */
export function PartnerLinksForm() {
  const [links, setLinks] = useState({ financingLink: '', insuranceLink: '' });
  // The fields stay disabled until the saved links arrive, so a late answer never overwrites typing.
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    fetchPartnerLinks()
      .then((saved) => live && setLinks({ financingLink: saved.financingLink ?? '', insuranceLink: saved.insuranceLink ?? '' }))
      .catch((error: unknown) => live && console.warn('agent links not loaded', error))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      await savePartnerLinks(links);
      setStatus({ text: 'Links saved.', error: false });
    } catch (error) {
      setStatus({ text: error instanceof ApiError ? error.message : MESSAGES.genericError, error: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-labelledby="partner-links-title">
      <h2 id="partner-links-title">Financing and insurance links</h2>
      <p>Your clients see these under Services; leave a field empty to show the default page instead.</p>
      <TextField label="Financing link" type="url" placeholder="https://" disabled={!loaded} value={links.financingLink} onChange={(e) => setLinks((l) => ({ ...l, financingLink: e.target.value }))} />
      <TextField label="Insurance link" type="url" placeholder="https://" disabled={!loaded} value={links.insuranceLink} onChange={(e) => setLinks((l) => ({ ...l, insuranceLink: e.target.value }))} />
      {status ? (
        <Status role="status" $error={status.error}>
          {status.text}
        </Status>
      ) : null}
      <Button type="submit" loading={saving} disabled={!loaded}>
        Save links
      </Button>
    </Form>
  );
}
