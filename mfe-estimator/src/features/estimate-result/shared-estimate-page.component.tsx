import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { SHARE_MESSAGES, type EstimateResult, type FinishLevel, type SharedEstimate } from '@homeworth/shared-lib/domain';
import { EstimateView } from './estimate-result-page.component';
import { fetchEstimate } from './estimate-result.api';
import { ResultPage } from './estimate-result.styles';
import { sharedEstimateRequest } from './shared-estimate.api';
import { SharedByAgentCard } from './shared-by-agent.component';

const SharedNote = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

type Loaded = { status: 'loading' } | { status: 'not-found'; message: string } | { status: 'error'; message: string } | { status: 'ready'; shared: SharedEstimate };

/**
 * `/result-page?share=<token>`: a shared plan, read-only, for anyone holding the link (signed in
 * or not). Switching the finish level shows other prices without saving anything.
 */
export function SharedEstimatePage() {
  const [params] = useSearchParams();
  const token = params.get('share') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [view, setView] = useState<{ result: EstimateResult; finishLevel: FinishLevel; loading: boolean; error: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    if (!token) {
      setLoaded({ status: 'not-found', message: SHARE_MESSAGES.linkNotFound });
      return undefined;
    }
    setLoaded({ status: 'loading' });
    sharedEstimateRequest(token).then(
      (shared) => {
        if (!current) return;
        setLoaded({ status: 'ready', shared });
        setView({ result: shared.estimate, finishLevel: shared.estimate.finishLevel, loading: false, error: null });
      },
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiError && failure.status === 404) setLoaded({ status: 'not-found', message: SHARE_MESSAGES.linkNotFound });
        else setLoaded({ status: 'error', message: failure instanceof ApiError ? failure.message : MESSAGES.genericError });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (loaded.status === 'loading') {
    return (
      <ResultPage aria-busy="true">
        <p role="status">Opening the shared estimate…</p>
      </ResultPage>
    );
  }
  if (loaded.status !== 'ready' || !view) {
    return (
      <ResultPage>
        <h1>{loaded.status === 'not-found' ? 'Shared estimate not found' : 'This shared estimate could not be opened'}</h1>
        <p role={loaded.status === 'error' ? 'alert' : undefined}>{loaded.status === 'ready' ? MESSAGES.genericError : loaded.message}</p>
        <Link className="primary-link" to="/home-renovation-costs">
          Estimate your own project
        </Link>
      </ResultPage>
    );
  }

  const { shared } = loaded;
  const project = shared.plan.projectNameAsKey[0]!;
  const changeFinish = (finishLevel: FinishLevel) => {
    setView({ ...view, finishLevel, loading: true, error: null });
    fetchEstimate({ project, finishLevel, answers: shared.plan.answers }).then(
      (result) => setView({ result, finishLevel, loading: false, error: null }),
      (failure: unknown) => setView({ ...view, loading: false, error: failure instanceof ApiError ? failure.message : MESSAGES.genericError }),
    );
  };

  return (
    <ResultPage aria-busy={view.loading}>
      {view.error ? (
        <p role="alert" className="error">
          {view.error}
        </p>
      ) : null}
      {shared.agent ? <SharedByAgentCard agent={shared.agent} pdfUrl={`/api/v1/estimation/shared/${encodeURIComponent(token)}/pdf`} /> : null}
      <EstimateView
        result={view.result}
        finishLevel={view.finishLevel}
        loading={view.loading}
        onFinishLevel={changeFinish}
        heading={shared.agent ? `Estimate shared by ${shared.agent.name}` : `Shared estimate from ${shared.senderName}`}
        actions={
          <SharedNote>
            This is a read-only copy of {shared.senderName}&apos;s {shared.plan.projectNameToDisplay.toLowerCase()} estimate. Trying another finish level here saves nothing.{' '}
            <Link to={`/${project}`}>Estimate your own {shared.plan.projectNameToDisplay.toLowerCase()}</Link>
          </SharedNote>
        }
      />
    </ResultPage>
  );
}
