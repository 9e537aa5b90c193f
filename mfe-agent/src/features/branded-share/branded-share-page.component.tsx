import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, TextField, isAgentRole } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import { AgentPage } from '../../ui/agent-page';
import { Notice, Panel } from '../../ui/panels';
import { BrandedEstimates } from './branded-estimates.component';
import { brandedShareRequested } from './branded-share.slice';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 0 16px;
`;

const Url = styled.code`
  display: block;
  padding: 8px;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

/** `/agent/share-report`: a Pro agent shares a home report or a saved estimate under their own name, photo and links (page and PDF); free agents see it locked. */
export function BrandedSharePage() {
  const dispatch = useDispatch();
  const session = useSelector((s: AgentState) => s.session.current);
  const { busy, share, error } = useSelector((s: AgentState) => s.brandedShare);
  const [address, setAddress] = useState({ address: '', city: '', state: '', zipCode: '' });
  if (session === null) return <AgentPage aria-busy="true" />;
  if (!session.user || !isAgentRole(session.role)) {
    return (
      <AgentPage>
        <h1>Share a branded home report</h1>
        <p>Branded reports are for agent and broker accounts.</p>
        {session.user ? <Link to="/dashboard">Go to your home dashboard</Link> : <Link to="/login?referrer=/agent/share-report">Sign in</Link>}
      </AgentPage>
    );
  }
  const isPro = session.role === 'AGENT_PRO';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(brandedShareRequested(address));
  };
  const field = (key: keyof typeof address, label: string) => (
    <TextField label={label} required value={address[key]} onChange={(e) => setAddress((a) => ({ ...a, [key]: e.target.value }))} />
  );
  return (
    <AgentPage>
      <h1>Share a branded home report</h1>
      <p>Send a client or prospect the report of any home, or one of your saved estimates, with your name, photo, phone and links on it, as a page and a PDF.</p>
      {!isPro ? (
        <Panel aria-labelledby="locked-title">
          <h2 id="locked-title">Part of Agent/Broker PRO</h2>
          <p>Branded reports, under your own name and links, come with Agent/Broker PRO, with no client limit.</p>
          <Link to="/agent/payment-wall">Upgrade to Agent/Broker PRO</Link>
        </Panel>
      ) : (
        <Panel aria-labelledby="share-title">
          <h2 id="share-title">Which home?</h2>
          <form onSubmit={submit} aria-label="Home to share">
            <Fields>
              {field('address', 'Street address')}
              {field('city', 'City')}
              {field('state', 'State')}
              {field('zipCode', 'Zip code')}
            </Fields>
            <Button type="submit" loading={busy}>
              Make the branded report
            </Button>
          </form>
          {error ? (
            <Notice role="alert" $error>
              {error}
            </Notice>
          ) : null}
          {share ? (
            <div role="status">
              <p>Your branded report is ready. Send this link:</p>
              <Url>{new URL(share.url, window.location.origin).toString()}</Url>
              <p>
                <a href={share.url} target="_blank" rel="noopener">
                  Open the branded report (new tab)
                </a>{' '}
                ·{' '}
                <a href={share.pdfUrl} target="_blank" rel="noopener">
                  Download the PDF (new tab)
                </a>
              </p>
            </div>
          ) : null}
        </Panel>
      )}
      {isPro ? <BrandedEstimates /> : null}
      <p>
        <Link to="/agent/edit-profile">Edit the card shown on it (photo, phone, links)</Link>
      </p>
    </AgentPage>
  );
}
