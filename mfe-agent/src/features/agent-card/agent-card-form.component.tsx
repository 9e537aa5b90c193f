import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, MESSAGES, TextField, apiClient, apiRequest } from '@homeworth/shared-lib';
import { profileImageProblem } from '@homeworth/shared-lib/domain';
import { fetchEngagementSettings, saveEngagementSettings, type EngagementSettings } from '../activity/engagement.api';

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
  label.check {
    display: flex;
    gap: 8px;
    align-items: center;
    margin: 12px 0;
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

/**
 * The "Your agent" card clients see on their dashboard and in every email: photo (png or jpeg up
 * to 15 MB, stored 180x180), phone, MLS link; and whether client reactions also alert by email.
 */
export function AgentCardForm({ agentId }: { agentId: number }) {
  const [settings, setSettings] = useState<EngagementSettings & { phone: string }>({ alertEmails: true, mlsLink: '', phone: '' });
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [photoVersion, setPhotoVersion] = useState(0);
  const [hasPhoto, setHasPhoto] = useState(true);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    fetchEngagementSettings()
      .then((saved) => live && setSettings({ phone: '', ...saved }))
      .catch((error: unknown) => live && console.warn('agent card settings not loaded', error))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  const fail = (error: unknown) => setStatus({ text: error instanceof ApiError ? error.message : MESSAGES.genericError, error: true });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      const saved = await saveEngagementSettings(settings);
      setSettings({ phone: '', ...saved });
      setStatus({ text: 'Card saved.', error: false });
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file.type, file.size);
    if (problem) {
      setStatus({ text: problem, error: true });
      return;
    }
    const body = new FormData();
    body.append('image', file);
    try {
      await apiRequest({ method: 'POST', url: '/v1/security/profile/image', data: body, timeout: 60000 }, apiClient());
      setHasPhoto(true);
      setPhotoVersion((v) => v + 1);
      setStatus({ text: 'Photo saved.', error: false });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Form onSubmit={submit} aria-labelledby="agent-card-title">
      <h2 id="agent-card-title">Your card for clients</h2>
      <p>Clients see your photo, phone, email and listings link on their dashboard and at the end of every email you send them.</p>
      <Photo>
        {hasPhoto ? <img src={`/api/v1/agent/agents/${agentId}/image?v=${photoVersion}`} alt="Your card photo" onError={() => setHasPhoto(false)} /> : null}
        <label>
          {hasPhoto ? 'Change your photo' : 'Add your photo'} (png or jpeg, up to 15 MB)
          <br />
          <input type="file" accept="image/png,image/jpeg" onChange={upload} />
        </label>
      </Photo>
      <TextField label="Phone for calls and texts" type="tel" inputMode="tel" placeholder="(512) 555-0100" disabled={!loaded} value={settings.phone} onChange={(e) => setSettings((s) => ({ ...s, phone: e.target.value }))} />
      <TextField label="MLS or listings link" type="url" placeholder="https://" disabled={!loaded} value={settings.mlsLink} onChange={(e) => setSettings((s) => ({ ...s, mlsLink: e.target.value }))} />
      <label className="check">
        <input type="checkbox" checked={settings.alertEmails} disabled={!loaded} onChange={(e) => setSettings((s) => ({ ...s, alertEmails: e.target.checked }))} />
        Email me when a client clicks an email or texts me (you always see alerts on the Client activity page)
      </label>
      {status ? (
        <Status role="status" $error={status.error}>
          {status.text}
        </Status>
      ) : null}
      <Button type="submit" loading={saving} disabled={!loaded}>
        Save card
      </Button>
    </Form>
  );
}
