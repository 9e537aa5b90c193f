import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Modal } from '@homeworth/shared-lib';
import { SMS_MESSAGES, SMS_TEXT_MAX_LENGTH, formatPhone, isAgentRole } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root';
import { agentTextRequested, agentTextReset, yourAgentOpened } from './your-agent.slice';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  padding: 16px 20px;
  margin-bottom: 20px;
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  p {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
  img,
  .initials {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
  }
  .initials {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onDark};
    font-weight: 700;
    font-size: 1.4rem;
  }
  .who {
    flex: 1 1 200px;
    min-width: 0;
  }
  .name {
    font-size: 1.15rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

const TextArea = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  min-height: 96px;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Result = styled.p<{ $error: boolean }>`
  font-weight: 600;
  color: ${({ $error, theme }) => ($error ? theme.colors.error : theme.colors.success)};
`;

/** "Your agent" on a homeowner's dashboard: the agent whose invitation they accepted, with call, text, email and "Text my agent". */
export function YourAgentCard() {
  const dispatch = useDispatch();
  const session = useSelector((s: PropertyReportState) => s.session.current);
  const { agent, sending, result } = useSelector((s: PropertyReportState) => s.yourAgent);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [photoFailed, setPhotoFailed] = useState(false);
  // Every signed-in role but agents (a homeowner, a contractor, an admin) may have and text an agent.
  const homeowner = session?.isLoggedIn === true && session.role !== 'GUEST' && !isAgentRole(session.role);
  useEffect(() => {
    if (homeowner) dispatch(yourAgentOpened());
  }, [dispatch, homeowner]);
  if (!homeowner || !agent) return null;

  const name = [agent.firstName, agent.lastName].filter(Boolean).join(' ') || agent.displayName;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (message.trim()) dispatch(agentTextRequested(message.trim()));
  };
  const close = () => {
    setOpen(false);
    if (result && !result.error) setMessage('');
    dispatch(agentTextReset());
  };
  return (
    <Card aria-labelledby="your-agent-title">
      {agent.imageUrl && !photoFailed ? (
        <img src={agent.imageUrl} alt={name} onError={() => setPhotoFailed(true)} />
      ) : (
        <span className="initials" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="who">
        <h2 id="your-agent-title">Your agent</h2>
        <p className="name">{name}</p>
        {agent.companyName ? <p>{agent.companyName}</p> : null}
        <Actions>
          {agent.phone ? <a href={`tel:+1${agent.phone}`}>Call {formatPhone(agent.phone)}</a> : null}
          {agent.phone ? <a href={`sms:+1${agent.phone}`}>Text</a> : null}
          <a href={`mailto:${agent.email}`}>Email {agent.email}</a>
          {agent.mlsLink ? (
            <a href={agent.mlsLink} target="_blank" rel="noopener noreferrer">
              Listings
            </a>
          ) : null}
        </Actions>
      </div>
      <Button onClick={() => setOpen(true)}>Text my agent</Button>
      <Modal open={open} onClose={close} title={`Text ${name}`}>
        <form onSubmit={submit}>
          <label htmlFor="agent-text">Your message (your name and email go with it)</label>
          <TextArea id="agent-text" maxLength={SMS_TEXT_MAX_LENGTH} value={message} onChange={(e) => setMessage(e.target.value)} required />
          <p>
            {message.length}/{SMS_TEXT_MAX_LENGTH}
          </p>
          {result ? (
            <Result role={result.error ? 'alert' : 'status'} $error={result.error}>
              {result.text === SMS_MESSAGES.sent ? `${SMS_MESSAGES.sent}: ${name} got your text.` : result.text}
            </Result>
          ) : null}
          <Actions>
            <Button type="submit" loading={sending} disabled={!message.trim()}>
              Send text
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              Close
            </Button>
          </Actions>
        </form>
      </Modal>
    </Card>
  );
}
